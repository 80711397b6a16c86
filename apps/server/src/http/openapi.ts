import { apiErrorSchema } from '@madabook/contracts';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import type { AuthGuards } from './auth-guards';

export const jsonContent = <Schema extends z.ZodType>(schema: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const errorContent = (description: string) => jsonContent(apiErrorSchema, description);

export const validationError = { 400: errorContent('Invalid input (VALIDATION_ERROR)') } as const;

/** The failures every guarded route may answer, for the OpenAPI document. */
export const adminErrors = {
  ...validationError,
  401: errorContent('No session (UNAUTHORIZED)'),
  403: errorContent('Not an admin (FORBIDDEN)'),
} as const;

export const notFoundError = { 404: errorContent('Not found (NOT_FOUND)') } as const;
export const tooManyRequestsError = {
  429: errorContent('Too many attempts from this client (TOO_MANY_REQUESTS)'),
} as const;
export const conflictError = (code: string) => ({ 409: errorContent(`Conflict (${code})`) }) as const;

export const bearerSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** What every ADMIN route declares: the guard, and the credentials it takes in the OpenAPI document. */
export const adminOnly = (guards: AuthGuards) => ({
  security: bearerSecurity,
  middleware: [guards.requireAdmin],
});

/**
 * Who a router built for both the back office and partners serves: the same routes and services,
 * mounted under /api/admin with the admin guard and under /api/partner with the partner guard.
 */
export interface Access {
  audience: 'admin' | 'partner';
  route: { security: typeof bearerSecurity; middleware: MiddlewareHandler<AppEnv>[] };
}

export const adminAccess = (guards: AuthGuards): Access => ({ audience: 'admin', route: adminOnly(guards) });

/** Likewise for routes any signed-in user may call. */
export const signedInOnly = (guards: AuthGuards) => ({
  security: bearerSecurity,
  middleware: [guards.requireUser],
});
