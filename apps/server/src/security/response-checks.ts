import { unstorableTextFallbackMessage } from '../http/error-handler';

/** Text that gives away the code behind an answer: stack frames, source paths, module folders. */
const leaks =
  /\n\s+at \S|\bat (?:async )?\S+ \(|node:internal|node_modules|\/work\/|\/apps\/server\/|\.(?:ts|mjs|cjs):\d+/;

const isText = (type: string) => /json|text|html|xml|csv|javascript/i.test(type);

/**
 * What is wrong with an answer, if anything: a 5xx, a stack trace or a source path in its body, a
 * failure (4xx) that is not the API's `{ code, message }`, or text only the database refused.
 */
export async function problemsOf(response: Response): Promise<string[]> {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const body = isText(type) || type === '' ? await response.text() : '';
  if (leaks.test(body)) problems.push(`a stack trace or source path in the body: ${body.slice(0, 300)}`);
  if (response.status >= 400) {
    let parsed: { code?: unknown; message?: unknown } | undefined;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed?.code !== 'string' || typeof parsed.message !== 'string') {
      problems.push(`a ${response.status} without { code, message }: ${type} ${body.slice(0, 200)}`);
    } else if (parsed.message === unstorableTextFallbackMessage) {
      problems.push('text the database refused got past validation (the error handler caught it)');
    }
  }
  return problems;
}
