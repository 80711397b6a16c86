import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import {
  type AuthSession,
  ageSession,
  authedRequest,
  authRequest,
  createUser,
  currentSession,
  emptyBodyPosts,
  setCookie,
  signIn,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

const day = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** A user signed in on three devices. */
  async function userWithDevices() {
    const laptop = await createUser(testApp);
    const credentials = { email: laptop.user.email, password: laptop.password };
    const phone = await signIn(testApp, credentials);
    const tablet = await signIn(testApp, credentials);
    return { laptop, phone, tablet };
  }

  const sessionToken = async (session: Parameters<typeof currentSession>[1]) =>
    (await currentSession(testApp, session)).session.token as string;

  it('list-sessions lists the caller’s active sessions only', async () => {
    const { laptop, phone, tablet } = await userWithDevices();
    const stranger = await createUser(testApp);
    const response = await authedRequest(testApp, laptop, '/list-sessions');
    expect(response.status).toBe(200);
    const sessions = await readJson(response);
    expect(sessions).toHaveLength(3);
    expect(sessions.every((session: { userId: string }) => session.userId === laptop.user.id)).toBe(true);
    const tokens = sessions.map((session: { token: string }) => session.token).sort();
    expect(tokens).toEqual(
      [await sessionToken(laptop), await sessionToken(phone), await sessionToken(tablet)].sort(),
    );
    expect(tokens).not.toContain(await sessionToken(stranger));
  });

  it('revoke-session revokes one of the caller’s sessions, and never another user’s', async () => {
    const { laptop, phone, tablet } = await userWithDevices();
    const response = await authedRequest(testApp, laptop, '/revoke-session', {
      body: { token: await sessionToken(phone) },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true });
    expect(await currentSession(testApp, phone)).toBeNull();
    expect(await currentSession(testApp, laptop)).not.toBeNull();
    expect(await currentSession(testApp, tablet)).not.toBeNull();

    const stranger = await createUser(testApp);
    const foreign = await authedRequest(testApp, stranger, '/revoke-session', {
      body: { token: await sessionToken(tablet) },
    });
    expect(foreign.status).toBe(200);
    expect(await currentSession(testApp, tablet)).not.toBeNull();
  });

  it('revoke-session on the current session signs it out and clears its cookie', async () => {
    const { laptop } = await userWithDevices();
    const response = await authedRequest(testApp, laptop, '/revoke-session', {
      via: 'cookie',
      body: { token: await sessionToken(laptop) },
    });
    expect(response.status).toBe(200);
    expect(setCookie(response, 'better-auth.session_token')).toMatch(/Max-Age=0/i);
    expect(await currentSession(testApp, laptop)).toBeNull();
  });

  // The spec's revoke-sessions and revoke-other-sessions take no body.
  const bodyless = Object.entries(emptyBodyPosts);

  it.each(bodyless)('revoke-sessions signs out every device, the caller’s included (%s)', async (_, post) => {
    const { laptop, phone, tablet } = await userWithDevices();
    const stranger = await createUser(testApp);
    const response = await authedRequest(testApp, laptop, '/revoke-sessions', post);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true });
    for (const device of [laptop, phone, tablet]) expect(await currentSession(testApp, device)).toBeNull();
    expect(await currentSession(testApp, stranger)).not.toBeNull();
  });

  it.each(bodyless)('revoke-other-sessions keeps only the caller’s session (%s)', async (_, post) => {
    const { laptop, phone, tablet } = await userWithDevices();
    const response = await authedRequest(testApp, laptop, '/revoke-other-sessions', post);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true });
    expect(await currentSession(testApp, laptop)).not.toBeNull();
    expect(await currentSession(testApp, phone)).toBeNull();
    expect(await currentSession(testApp, tablet)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    for (const [path, method] of [
      ['/list-sessions', 'GET'],
      ['/revoke-session', 'POST'],
      ['/revoke-sessions', 'POST'],
      ['/revoke-other-sessions', 'POST'],
    ] as const) {
      const response = await authRequest(testApp, path, {
        method,
        ...(method === 'POST' ? { body: { token: 'x' } } : {}),
      });
      expect(response.status, path).toBe(401);
      expect(await readJson(response)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a sensitive action from a session older than a day with 403 "Session is not fresh"', async () => {
    const user = await createUser(testApp);
    await ageSession(testApp, user, day - 60_000);
    expect((await authedRequest(testApp, user, '/list-sessions')).status).toBe(200);

    await ageSession(testApp, user, day + 1_000);
    const stale = await authedRequest(testApp, user, '/list-sessions');
    expect(stale.status).toBe(403);
    expect(await readJson(stale)).toEqual({ code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' });

    // Signing in again gives a fresh session.
    const again = await signIn(testApp, { email: user.user.email, password: user.password });
    expect((await authedRequest(testApp, again, '/list-sessions')).status).toBe(200);
  });

  describe('read from the session cache', () => {
    afterEach(() => vi.useRealTimers());

    /** GET /get-session as the web app asks it: from the cache when it holds the session. */
    const cachedSession = async (session: AuthSession) =>
      readJson(await authRequest(testApp, '/get-session', { session }));
    /** The status of a request through the app's guards: signed in (`/api/bookings/mine`) or admin. */
    const guarded = async (caller: { token: string } | TestActor, path = '/api/bookings/mine') => {
      const headers = 'token' in caller ? { authorization: `Bearer ${caller.token}` } : caller.headers;
      return (await testApp.app.request(path, { headers })).status;
    };
    /** Ends every session of a user behind the app's back, as on an instance that missed the news. */
    const endSessionsInDatabase = (userId: string) =>
      testApp.database.db.delete(schema.session).where(eq(schema.session.userId, userId));

    it('holds a session ended behind its back for its lifetime (SESSION_CACHE_SECONDS), no longer', async () => {
      const lifetimeMs = testApp.config.auth.sessionCacheSeconds * 1000;
      const user = await createUser(testApp);
      expect((await cachedSession(user)).user.id).toBe(user.user.id);
      expect(await guarded(user)).toBe(200);

      vi.useFakeTimers({ toFake: ['Date'] });
      const ended = Date.now();
      await endSessionsInDatabase(user.user.id);
      vi.setSystemTime(ended + lifetimeMs - 1_000);
      expect((await cachedSession(user)).user.id).toBe(user.user.id);
      expect(await guarded(user)).toBe(200);

      vi.setSystemTime(ended + lifetimeMs);
      expect(await cachedSession(user)).toBeNull();
      expect(await guarded(user)).toBe(401);
    });

    it('answers disableCookieCache from the database, and keeps that answer', async () => {
      const user = await createUser(testApp);
      expect((await cachedSession(user)).user.id).toBe(user.user.id);
      await endSessionsInDatabase(user.user.id);
      expect((await cachedSession(user)).user.id).toBe(user.user.id);
      expect(await currentSession(testApp, user)).toBeNull();
      expect(await cachedSession(user)).toBeNull();
    });

    it('forgets at once a session revoked, signed out or ended by a new password', async () => {
      const { laptop, phone, tablet } = await userWithDevices();
      for (const device of [laptop, phone, tablet]) {
        expect((await cachedSession(device)).user.id).toBe(laptop.user.id);
        expect(await guarded(device)).toBe(200);
      }
      await authedRequest(testApp, laptop, '/revoke-session', { body: { token: await sessionToken(phone) } });
      expect(await cachedSession(phone)).toBeNull();
      expect(await guarded(phone)).toBe(401);

      const changed = await authedRequest(testApp, laptop, '/change-password', {
        body: {
          currentPassword: laptop.password,
          newPassword: 'a-new-password-42',
          revokeOtherSessions: true,
        },
      });
      expect(changed.status).toBe(200);
      expect(await cachedSession(tablet)).toBeNull();
      expect(await guarded(tablet)).toBe(401);

      expect((await authedRequest(testApp, laptop, '/sign-out', { body: {} })).status).toBe(200);
      expect(await cachedSession(laptop)).toBeNull();
      expect(await guarded(laptop)).toBe(401);
    });

    it('shows at once what changed in the user: a new name', async () => {
      const user = await createUser(testApp);
      expect((await cachedSession(user)).user.name).toBe(user.user.email);
      expect((await authedRequest(testApp, user, '/update-user', { body: { name: 'Rova' } })).status).toBe(
        200,
      );
      expect((await cachedSession(user)).user.name).toBe('Rova');
    });

    it('refuses at once an admin whose ADMIN role was removed, a banned user and a deleted one', async () => {
      const admin = await createActor(testApp.services, ['ADMIN', 'USER']);
      const demoted = await createActor(testApp.services, ['ADMIN', 'USER']);
      const banned = await createActor(testApp.services);
      const deleted = await createActor(testApp.services);
      expect(await guarded(demoted, '/api/admin/users')).toBe(200);
      for (const actor of [banned, deleted]) expect(await guarded(actor)).toBe(200);

      const asAdmin = (method: string, path: string, body?: unknown) =>
        testApp.app.request(`/api/admin/users/${path}`, {
          method,
          headers: admin.headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await asAdmin('PATCH', demoted.id, { roles: ['USER'] })).status).toBe(200);
      expect(await guarded(demoted, '/api/admin/users')).toBe(403);
      expect(await guarded(demoted)).toBe(200);

      expect((await asAdmin('POST', `${banned.id}/ban`, {})).status).toBe(200);
      expect(await guarded(banned)).toBe(401);

      expect((await asAdmin('DELETE', deleted.id)).status).toBe(204);
      expect(await guarded(deleted)).toBe(401);
    });
  });
});
