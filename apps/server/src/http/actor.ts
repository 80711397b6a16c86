import type { SessionUser } from '@madabook/contracts';
import type { Context } from 'hono';
import { AppError } from '../lib/errors';
import { partnerScope, platformScope, type Scope } from '../lib/scope';
import type { Actor } from '../modules/audit/audit.service';
import type { AppEnv } from './app-env';
import { isAdmin } from './auth-guards';

/** The signed-in user behind a guarded request, as the audit log names them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  return { id: user.id, email: user.email, requestId: c.var.requestId, scope: scopeOf(c) };
}

/** The caller's scope as its guard read it; without one, the platform for an admin, nothing for anyone else. */
export function scopeOf(c: Context<AppEnv>): Scope {
  if (c.var.scope) return c.var.scope;
  return isAdmin(c.var.user) ? platformScope : partnerScope([], []);
}

/** The signed-in user behind a guarded request. */
export function sessionUserOf(c: Context<AppEnv>): SessionUser {
  if (!c.var.user) throw new AppError('UNAUTHORIZED');
  return c.var.user;
}
