import type { MiddlewareHandler } from 'hono';

/** Sets Cache-Control on successful responses that have none, from the request path. */
export function cacheControl(policyOf: (path: string) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', policyOf(c.req.path));
  };
}
