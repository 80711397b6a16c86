import { type SessionUser, sessionUserSchema } from '@madabook/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionReader } from '../auth/session-reader';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';

type UserCheck = (user: SessionUser | null) => void;

const signedIn: UserCheck = (user) => {
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.banned) throw new AppError('FORBIDDEN');
};

export const isAdmin = (user: SessionUser | null | undefined) =>
  Boolean(user && !user.banned && user.roles.includes('ADMIN'));

const admin: UserCheck = (user) => {
  signedIn(user);
  if (!isAdmin(user)) throw new AppError('FORBIDDEN');
};

/**
 * Guards that read the request's session (cookie or bearer) once and check who may pass. The
 * session comes from the session cache: a revoked session, a ban or a removed role holds no longer
 * than its lifetime (SESSION_CACHE_SECONDS), and on the instance that made the change not at all.
 */
export function createAuthGuards(sessions: SessionReader) {
  async function resolveUser(c: Context<AppEnv>): Promise<SessionUser | null> {
    if (c.var.user === undefined) {
      const found = await sessions.read(c.req.raw.headers);
      c.set('user', found ? sessionUserSchema.parse(found.user) : null);
    }
    return c.var.user ?? null;
  }

  const guard = (check: UserCheck) =>
    createMiddleware<AppEnv>(async (c, next) => {
      check(await resolveUser(c));
      await next();
    });

  return {
    /** Sets `user` (or null); never refuses. */
    loadUser: guard(() => {}),
    requireUser: guard(signedIn),
    requireAdmin: guard(admin),
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
