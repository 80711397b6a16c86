import type { SessionUser } from '@madabook/contracts';
import type { Context } from 'hono';
import { AppError } from '../lib/errors';
import type { Actor } from '../modules/audit/audit.service';
import type { AppEnv } from './app-env';

/** The signed-in user behind a guarded request, as the audit log names them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  return { id: user.id, email: user.email, requestId: c.var.requestId };
}

/** The signed-in user behind a guarded request. */
export function sessionUserOf(c: Context<AppEnv>): SessionUser {
  if (!c.var.user) throw new AppError('UNAUTHORIZED');
  return c.var.user;
}
