import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationErrorBody } from './error-body';

/** Every router validates the same way, so a bad input always gets the same 400. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationErrorBody(result.error), 400);
    },
  });
}
