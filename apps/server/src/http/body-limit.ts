import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';

/** What a body may weigh unless its route allows more: none of the API's JSON bodies comes near it. */
export const defaultBodyLimitBytes = 64 * 1024;

/**
 * How much past its limit a body is still read (and dropped) so that the client, which is still
 * sending, can read the 413: Node's fetch fails with a socket error when the server answers and
 * closes first. A body larger still is answered at once, with `Connection: close`.
 */
export const drainLimitBytes = 16 * 1024 * 1024;

const allowances = new WeakMap<MiddlewareHandler, number>();

/** Put among a route's middleware: its bodies may weigh up to `maxBytes` instead (photo uploads). */
export function allowBodyUpTo(maxBytes: number): MiddlewareHandler<AppEnv> {
  const allowance: MiddlewareHandler<AppEnv> = (_c, next) => next();
  allowances.set(allowance, maxBytes);
  return allowance;
}

/** The 413, `closing` the connection when the rest of the body is not going to be read. */
function tooLarge(c: Context<AppEnv>, closing = false): never {
  if (closing) c.header('Connection', 'close');
  throw new AppError('PAYLOAD_TOO_LARGE');
}

/**
 * GET and HEAD carry no body. Asking such a request for its body is not free: on Node, the server's
 * light request then builds the whole Request.
 */
export const carriesNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Every route's body limit, in one place, first of all: a body is read to its end before anything
 * answers (a guard's 401, a rate limit's 429, a 404, this very 413), so that every client reads its
 * answer. The routes get it buffered; a body over the limit is dropped as it arrives.
 */
export const bodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (carriesNoBody(c.req.method)) return next();
  const body = c.req.raw.body;
  if (!body) return next();

  const limit =
    matchedRoutes(c)
      .map((route) => allowances.get(route.handler))
      .find((allowance) => allowance !== undefined) ?? defaultBodyLimitBytes;
  if (Number(c.req.header('content-length')) > limit + drainLimitBytes) tooLarge(c, true);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
    else if (size > limit + drainLimitBytes) tooLarge(c, true);
  }
  if (size > limit) tooLarge(c);
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
  await next();
});
