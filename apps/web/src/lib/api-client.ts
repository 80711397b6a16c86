import type { z } from 'zod';
import { keepAuthTokenFrom, readAuthToken } from './auth-token';

export const API_BASE_PATH = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the network in a browser, the server's own app when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server, rendering pages, answers the app's requests itself instead of over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export type ApiRequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Added to the JSON and bearer headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
};

/**
 * Calls the product API under `/api`: JSON in and out, the bearer token from local storage,
 * a renewed token kept from `set-auth-token`. A non-OK answer throws an `ApiError`.
 * With a schema the answer is validated and typed; without one it is `unknown`.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema: z.ZodType<T> },
): Promise<T>;
export async function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  { method = 'GET', body, signal, headers, schema }: ApiRequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await transport(`${API_BASE_PATH}${path}`, {
    method,
    headers: requestHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  keepAuthTokenFrom(response);
  const payload = await readJson(response);
  if (!response.ok) {
    // Loaded on a failure only: the error shape's schema and messages stay out of the first download.
    const { toApiError } = await import('./to-api-error');
    throw toApiError(response.status, payload);
  }
  return schema ? schema.parse(payload) : payload;
}

function requestHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, 'Content-Type': 'application/json', Accept: 'application/json' });
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
