import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a request came to: the server's answer, or why none came; when it was sent and how long it took. */
export interface Answer {
  what: string;
  sentAt: number;
  ms: number;
  status?: number;
  /** The JSON body, or the text of any other. */
  body?: unknown;
  /** The connection's failure (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…) when no answer came. */
  failure?: string;
}

/** The code of a failed fetch's socket error, e.g. ECONNREFUSED. */
export function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return String(cause?.code ?? cause?.message ?? (error as Error).message ?? error);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a request and keeps what came of it, never throwing for a refused or cut connection. */
export async function answerOf(what: string, send: () => Response | Promise<Response>): Promise<Answer> {
  const sentAt = Date.now();
  try {
    const response = await send();
    const body = await bodyOf(response);
    return { what, sentAt, ms: Date.now() - sentAt, status: response.status, body };
  } catch (error) {
    return { what, sentAt, ms: Date.now() - sentAt, failure: failureOf(error) };
  }
}

/** A GET on a connection of its own (no keep-alive socket reused), as a new visitor's first request. */
export function answerOnNewConnection(what: string, url: string): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ what, sentAt, ms: Date.now() - sentAt, status: response.statusCode }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ what, sentAt, ms: Date.now() - sentAt, failure: error.code ?? error.message }),
    );
  });
}

/** Waits until `check` holds, trying every `everyMs`; fails naming `what` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}

/**
 * Clients that each send a request, wait for it, pause, and send again until stopped, as
 * visitors do; every answer is kept in the order it came.
 */
export function startTraffic(
  clients: Array<{ what: string; send: () => Response | Promise<Response> }>,
  pauseMs: number,
) {
  const answers: Answer[] = [];
  let running = true;
  const loops = clients.map(async ({ what, send }) => {
    while (running) {
      answers.push(await answerOf(what, send));
      await sleep(pauseMs);
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
