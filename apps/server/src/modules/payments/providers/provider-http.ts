import type { z } from 'zod';
import { ProviderError } from './payment-provider';

const defaultTimeoutMs = 10_000;
/** Enough of an error answer to understand it, not a whole HTML error page. */
const maxBodyChars = 2_000;
const secretFields = /("(?:access_token|refresh_token|notif_token)"\s*:\s*")[^"]*/g;

export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** After the base URL, e.g. `/token`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ProviderHttp {
  /** Sends the request and answers its JSON body as the schema reads it; any other outcome is a ProviderError. */
  json<T>(request: ProviderRequest, schema: z.ZodType<T>): Promise<T>;
}

/**
 * HTTP to one provider: a time limit on every call, and every failure (unreachable, too slow,
 * not 2xx, not JSON, not the expected shape) as a ProviderError. Messages name the provider,
 * the method and the path only; the answer goes into `details`, with tokens blanked out, because
 * errors end up in logs.
 */
export function createProviderHttp(options: {
  provider: string;
  baseUrl: string;
  fetchImpl: typeof fetch;
  timeoutMs?: number | undefined;
}): ProviderHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;

  return {
    async json(request, schema) {
      const call = `${request.method} ${request.path}`;
      let status: number;
      let text: string;
      try {
        const response = await options.fetchImpl(`${baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ProviderError(
          timedOut
            ? `${options.provider} did not answer ${call} in time`
            : `${options.provider} could not be reached (${call})`,
          { timedOut },
        );
      }

      const details = { status, body: redact(text) };
      if (status < 200 || status > 299) {
        throw new ProviderError(`${options.provider} answered ${status} to ${call}`, details);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError(`${options.provider} answered ${call} with malformed JSON`, details);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderError(`${options.provider} answered ${call} with an unexpected body`, details);
      }
      return parsed.data;
    },
  };
}

function redact(text: string) {
  return text.replace(secretFields, '$1[redacted]').slice(0, maxBodyChars);
}
