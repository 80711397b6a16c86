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

/**
 * GET and HEAD carry no body. Asking such a request for its body is not free: on Node, the server's
 * light request then builds the whole Request.
 */
export const carriesNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/** The 413, `closing` the connection when the rest of the body is not going to be read. */
function tooLarge(c: Context<AppEnv>, closing = false): never {
  if (closing) c.header('Connection', 'close');
  throw new AppError('PAYLOAD_TOO_LARGE');
}

/**
 * Reads the body to its end, keeping it only up to `limit` (`keep`), and hands the route what was
 * kept; a body over the limit is dropped as it arrives and answered 413.
 */
async function readBody(c: Context<AppEnv>, limit: number, keep: boolean) {
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  if (Number(c.req.header('content-length')) > limit + drainLimitBytes) tooLarge(c, true);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (keep && size <= limit) chunks.push(chunk);
    else if (size > limit + drainLimitBytes) tooLarge(c, true);
  }
  if (size > limit) tooLarge(c);
  if (keep) c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
}

const allowances = new WeakMap<MiddlewareHandler, number>();

/**
 * Put among a route's middleware, after what checks its caller: its bodies may weigh up to
 * `maxBytes` (photo uploads), and are read only once the caller has been let through, so that
 * nobody else can make the server hold that much.
 */
export function allowBodyUpTo(maxBytes: number): MiddlewareHandler<AppEnv> {
  const allowance = createMiddleware<AppEnv>(async (c, next) => {
    await readBody(c, maxBytes, true);
    await next();
  });
  allowances.set(allowance, maxBytes);
  return allowance;
}

/**
 * Every route's body limit, in one place, first of all: a body is read to its end before anything
 * answers (a guard's 401, a rate limit's 429, a 404, this very 413), so that every client reads its
 * answer. The routes get it buffered; a body over the limit is dropped as it arrives. A route that
 * allows more reads its body itself once its caller is known; whatever its refusals leave unread is
 * read and dropped here, never kept, before the answer leaves.
 */
export const bodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (carriesNoBody(c.req.method) || !c.req.raw.body) return next();
  const allowance = matchedRoutes(c)
    .map((route) => allowances.get(route.handler))
    .find((limit) => limit !== undefined);
  if (allowance === undefined) {
    await readBody(c, defaultBodyLimitBytes, true);
    return next();
  }
  try {
    await next();
  } finally {
    await readBody(c, allowance, false);
  }
});
