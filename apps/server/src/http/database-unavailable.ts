import type { Context } from 'hono';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { errorBody } from './error-body';

/**
 * The answer while the database does not answer: not a bug of ours, so a 503 the client may retry
 * in a moment, and a load balancer may send elsewhere.
 */
export function databaseUnavailable(c: Context<AppEnv>, logger: Logger, error: unknown): Response {
  logger.warn({ err: error, path: c.req.path }, 'the database did not answer');
  return c.json(errorBody('SERVICE_UNAVAILABLE'), 503, { 'Retry-After': '5' });
}
