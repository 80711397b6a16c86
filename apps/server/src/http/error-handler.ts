import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { databaseUnavailable } from './database-unavailable';
import { codeOfStatus, errorBody, validationErrorBody } from './error-body';

/** What a database refusal of text says: the fuzz suite fails on it, since validation should have come first. */
export const unstorableTextFallbackMessage =
  'The request holds text that cannot be stored: a NUL character or an unpaired UTF-16 surrogate';

/** Turns every thrown value into the API's one error shape; never leaks a stack. */
export const createErrorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof ZodError) {
      return c.json(validationErrorBody(error), 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = codeOfStatus(error.status);
      return c.json(errorBody(code, error.message || undefined), error.status as ContentfulStatusCode);
    }
    if (isUnstorableText(error)) {
      (c.var.logger ?? logger).warn({ err: error }, 'text the database cannot store got past validation');
      return c.json(errorBody('BAD_REQUEST', unstorableTextFallbackMessage), 400);
    }
    if (isDatabaseUnavailable(error)) return databaseUnavailable(c, c.var.logger ?? logger, error);
    (c.var.logger ?? logger).error({ err: error }, 'unexpected error');
    return c.json(errorBody('INTERNAL_SERVER_ERROR'), 500);
  };
