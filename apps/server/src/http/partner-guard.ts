import type { SessionUser } from '@madabook/contracts';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import { platformScope, type Scope } from '../lib/scope';
import type { AppEnv } from './app-env';
import { type AuthGuards, isAdmin } from './auth-guards';
import { type Access, bearerSecurity } from './openapi';

/** Reads the memberships that make a user's partner scope. */
export type ScopeLoader = (user: SessionUser) => Promise<Scope>;

/**
 * The guard of `/api/partner/...`: a signed-in account, with the scope of its memberships (the
 * whole platform for an admin). An account without any is let through with an empty scope: every
 * property it names is then NOT_FOUND, as for a member of another property.
 */
export function createPartnerGuard(guards: AuthGuards, loadScope: ScopeLoader): Access {
  const withScope = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    c.set('scope', isAdmin(user) ? platformScope : await loadScope(user));
    await next();
  });
  return {
    audience: 'partner',
    route: { security: bearerSecurity, middleware: [guards.requireUser, withScope] },
  };
}
