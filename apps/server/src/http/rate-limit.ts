import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limiter';
import type { AppEnv } from './app-env';

/** Refuses with 429 TOO_MANY_REQUESTS and a Retry-After once `limiter` says the caller's key is spent. */
export function rateLimit(options: {
  limiter: RateLimiter;
  key: (c: Context<AppEnv>) => string;
  /** Callers the limit does not apply to. */
  skip?: (c: Context<AppEnv>) => boolean;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!options.skip?.(c)) {
      const decision = await options.limiter.consume(options.key(c));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS');
      }
    }
    await next();
  });
}
