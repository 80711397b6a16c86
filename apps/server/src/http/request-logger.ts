import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { loggablePath } from './loggable-path';

/** One log line per request, and a per-request child logger tagged with its id. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = logger.child({ reqId: c.get('requestId') });
    c.set('logger', requestLog);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, durationMs };
    if (c.res.status >= 500) requestLog.error(line, 'request failed');
    else requestLog.info(line, 'request');
  };
}
