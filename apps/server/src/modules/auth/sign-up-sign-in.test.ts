import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authRequest,
  createUser,
  currentSession,
  defaultPassword,
  emptyBodyPosts,
  findUserRow,
  mergeCookies,
  sessionFrom,
  setCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

const day = 24 * 60 * 60 * 1000;

describe('sign-up, sign-in, sign-out and get-session', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('sign-up with email', () => {
    it('stores the email lower-cased, names the user after it, unverified, and opens a session', async () => {
      const email = uniqueEmail('Hery').replace('hery', 'HeRy');
      const response = await signUp(testApp, { email: email.toUpperCase(), password: defaultPassword });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({
        email: email.toLowerCase(),
        name: email.toLowerCase(),
        emailVerified: false,
      });
      expect(response.headers.get('set-auth-token')).toBeTruthy();

      const row = await findUserRow(testApp, email);
      expect(row).toMatchObject({
        email: email.toLowerCase(),
        name: email.toLowerCase(),
        emailVerified: false,
        role: 'USER',
      });
      const [account] = await testApp.database.db
        .select()
        .from(schema.account)
        .where(eq(schema.account.userId, row?.id ?? ''));
      expect(account).toMatchObject({ providerId: 'credential', accountId: row?.id });
      expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
      expect(account?.password).not.toContain(defaultPassword);
    });

    it('ignores a name sent by the client: the name is the email', async () => {
      const email = uniqueEmail('named');
      const response = await signUp(testApp, { email, password: defaultPassword, name: 'Someone Else' });
      expect(response.status).toBe(200);
      expect((await readJson(response)).user.name).toBe(email);
    });

    it('accepts passwords of 8 to 128 characters and refuses shorter or longer ones', async () => {
      const tooShort = await signUp(testApp, { email: uniqueEmail(), password: 'x'.repeat(7) });
      expect(tooShort.status).toBe(400);
      expect(await readJson(tooShort)).toMatchObject({
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password too short',
      });

      const tooLong = await signUp(testApp, { email: uniqueEmail(), password: 'x'.repeat(129) });
      expect(tooLong.status).toBe(400);
      expect(await readJson(tooLong)).toMatchObject({
        code: 'PASSWORD_TOO_LONG',
        message: 'Password too long',
      });

      expect((await signUp(testApp, { email: uniqueEmail(), password: 'x'.repeat(8) })).status).toBe(200);
      const longest = { email: uniqueEmail(), password: 'y'.repeat(128) };
      expect((await signUp(testApp, longest)).status).toBe(200);
      await expect(signIn(testApp, longest)).resolves.toMatchObject({ token: expect.any(String) });
    });

    it('refuses an invalid email and an address already taken, whatever its case', async () => {
      const invalid = await signUp(testApp, { email: 'not-an-email', password: defaultPassword });
      expect(invalid.status).toBe(400);
      expect(await readJson(invalid)).toMatchObject({ code: 'VALIDATION_ERROR' });

      const email = uniqueEmail('taken');
      expect((await signUp(testApp, { email, password: defaultPassword })).status).toBe(200);
      const again = await signUp(testApp, { email: email.toUpperCase(), password: defaultPassword });
      expect(again.status).toBe(422);
      expect(await readJson(again)).toEqual({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      });
    });
    it('never lets a client choose its role or verify itself, at sign-up or afterwards', async () => {
      const asAdmin = await signUp(testApp, {
        email: uniqueEmail('climber'),
        password: defaultPassword,
        role: 'ADMIN',
      });
      expect(asAdmin.status).toBe(400);
      expect(await readJson(asAdmin)).toEqual({
        code: 'FIELD_NOT_ALLOWED',
        message: 'role is not allowed to be set',
      });

      // Fields the server owns are ignored: the account is an unverified, unbanned USER.
      const email = uniqueEmail('self-made');
      const selfMade = await signUp(testApp, {
        email,
        password: defaultPassword,
        emailVerified: true,
        banned: true,
        roles: ['ADMIN'],
        type: 'ADMIN',
      });
      expect(selfMade.status).toBe(200);
      expect(await findUserRow(testApp, email)).toMatchObject({
        emailVerified: false,
        banned: false,
        role: 'USER',
      });
      const selfMadeSession = await sessionFrom(selfMade);
      expect((await currentSession(testApp, selfMadeSession)).user).toMatchObject({
        roles: ['USER'],
        type: 'USER',
      });

      const user = await createUser(testApp);
      const promote = await authRequest(testApp, '/update-user', { session: user, body: { role: 'ADMIN' } });
      expect(promote.status).toBe(400);
      expect(await readJson(promote)).toMatchObject({ code: 'FIELD_NOT_ALLOWED' });
      const verify = await authRequest(testApp, '/update-user', {
        session: user,
        body: { emailVerified: true },
      });
      expect(verify.status).toBe(400);
      expect(await findUserRow(testApp, user.user.email)).toMatchObject({
        role: 'USER',
        emailVerified: false,
      });
      expect((await currentSession(testApp, user)).user).toMatchObject({ roles: ['USER'], type: 'USER' });
    });
  });

  describe('sign-in with email', () => {
    it('answers {redirect, token, url, user} and a bearer token, whatever the case of the email', async () => {
      const email = uniqueEmail('signin');
      await signUp(testApp, { email, password: defaultPassword });

      const response = await authRequest(testApp, '/sign-in/email', {
        body: { email: email.toUpperCase(), password: defaultPassword },
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({ redirect: false, token: expect.any(String), user: { email } });
      const bearer = response.headers.get('set-auth-token');
      expect(bearer).toBeTruthy();
      expect(response.headers.get('access-control-expose-headers')).toContain('set-auth-token');
      expect(setCookie(response, 'better-auth.session_token')).toBeTruthy();

      const withCallback = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: defaultPassword, callbackURL: '/admin' },
      });
      expect(await readJson(withCallback)).toMatchObject({
        redirect: true,
        url: '/admin',
        token: expect.any(String),
        user: { email },
      });
    });

    it('gives the same generic message for a wrong password and for an unknown email', async () => {
      const email = uniqueEmail('wrong');
      await signUp(testApp, { email, password: defaultPassword });
      const wrongPassword = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: 'not-the-password' },
      });
      const unknownEmail = await authRequest(testApp, '/sign-in/email', {
        body: { email: uniqueEmail('nobody'), password: defaultPassword },
      });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(await readJson(response)).toEqual({
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'Invalid email or password',
        });
        expect(response.headers.get('set-auth-token')).toBeNull();
      }

      const invalidEmail = await authRequest(testApp, '/sign-in/email', {
        body: { email: 'nope', password: defaultPassword },
      });
      expect(invalidEmail.status).toBe(400);
    });

    it('keeps a remembered session for 30 days in a persistent cookie, a forgotten one for a day in a browser-session cookie', async () => {
      const user = await createUser(testApp);
      const remembered = await authRequest(testApp, '/sign-in/email', {
        body: { email: user.user.email, password: user.password, rememberMe: true },
      });
      expect(setCookie(remembered, 'better-auth.session_token')).toMatch(/Max-Age=\d+/i);
      const rememberedSession = await currentSession(testApp, {
        token: remembered.headers.get('set-auth-token') ?? '',
        cookie: '',
        user: user.user,
      });
      const rememberedFor = new Date(rememberedSession.session.expiresAt).getTime() - Date.now();
      expect(rememberedFor).toBeGreaterThan(29 * day);
      expect(rememberedFor).toBeLessThanOrEqual(30 * day);

      const forgotten = await authRequest(testApp, '/sign-in/email', {
        body: { email: user.user.email, password: user.password, rememberMe: false },
      });
      expect(forgotten.status).toBe(200);
      expect(setCookie(forgotten, 'better-auth.session_token')).not.toMatch(/Max-Age/i);
      expect(setCookie(forgotten, 'better-auth.dont_remember')).toBeTruthy();
      const forgottenSession = await currentSession(testApp, {
        token: forgotten.headers.get('set-auth-token') ?? '',
        cookie: '',
        user: user.user,
      });
      const forgottenFor = new Date(forgottenSession.session.expiresAt).getTime() - Date.now();
      expect(forgottenFor).toBeGreaterThan(day - 60_000);
      expect(forgottenFor).toBeLessThanOrEqual(day);
    });
  });

  describe('get-session', () => {
    it('returns the session and a user carrying roles and type, by bearer token and by cookie', async () => {
      const user = await createUser(testApp);
      for (const via of ['bearer', 'cookie'] as const) {
        const body = await currentSession(testApp, user, via);
        expect(body.session).toMatchObject({ userId: user.user.id, token: expect.any(String) });
        expect(body.user).toMatchObject({
          id: user.user.id,
          email: user.user.email,
          roles: ['USER'],
          type: 'USER',
          emailVerified: false,
        });
      }
    });

    it('answers null without a session, or with an unknown token', async () => {
      const anonymous = await authRequest(testApp, '/get-session');
      expect(anonymous.status).toBe(200);
      expect(await readJson(anonymous)).toBeNull();
      const forged = await authRequest(testApp, '/get-session', {
        session: { token: 'forged-token', cookie: '', user: { id: 'x', email: 'x' } },
      });
      expect(await readJson(forged)).toBeNull();
    });

    it('serves the cookie cache unless disableCookieCache is set', async () => {
      const user = await createUser(testApp);
      const withCache = { ...user, cookie: mergeCookies(user.cookie, await authRequestCookies(user)) };
      expect(withCache.cookie).toContain('better-auth.session_data=');

      await testApp.database.db
        .update(schema.user)
        .set({ role: 'ADMIN,USER' })
        .where(eq(schema.user.id, user.user.id));

      const cached = await readJson(
        await authRequest(testApp, '/get-session', { session: withCache, via: 'cookie' }),
      );
      expect(cached.user.roles).toEqual(['USER']);
      const fresh = await readJson(
        await authRequest(testApp, '/get-session', {
          session: withCache,
          via: 'cookie',
          query: { disableCookieCache: 'true' },
        }),
      );
      expect(fresh.user.roles).toEqual(['ADMIN', 'USER']);
      expect(fresh.user.type).toBe('ADMIN');
    });

    it('extends a session older than a day, unless disableRefresh is set', async () => {
      const user = await createUser(testApp);
      const before = new Date((await currentSession(testApp, user)).session.expiresAt).getTime();

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * day);
      const notRefreshed = await readJson(
        await authRequest(testApp, '/get-session', {
          session: user,
          query: { disableCookieCache: 'true', disableRefresh: 'true' },
        }),
      );
      expect(new Date(notRefreshed.session.expiresAt).getTime()).toBe(before);

      const refreshed = await readJson(
        await authRequest(testApp, '/get-session', { session: user, query: { disableCookieCache: 'true' } }),
      );
      expect(new Date(refreshed.session.expiresAt).getTime()).toBeGreaterThan(before + day);
    });

    async function authRequestCookies(user: { cookie: string; token: string }) {
      return authRequest(testApp, '/get-session', {
        session: { ...user, user: { id: '', email: '' } },
        via: 'cookie',
      });
    }
  });

  describe('sign-out', () => {
    it('ends the session: the bearer token and the cookie stop working', async () => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/sign-out', { method: 'POST', body: {}, session: user });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ success: true });
      expect(await currentSession(testApp, user, 'bearer')).toBeNull();
      expect(await currentSession(testApp, user, 'cookie')).toBeNull();
    });

    it('works with the session cookie alone and clears it', async () => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/sign-out', {
        method: 'POST',
        body: {},
        session: user,
        via: 'cookie',
      });
      expect(response.status).toBe(200);
      expect(setCookie(response, 'better-auth.session_token')).toMatch(/Max-Age=0/i);
      expect(await currentSession(testApp, user, 'bearer')).toBeNull();
    });

    it.each(Object.entries(emptyBodyPosts))('takes no body, as in the spec (%s)', async (_, post) => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/sign-out', { ...post, session: user, via: 'cookie' });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ success: true });
      expect(await currentSession(testApp, user, 'bearer')).toBeNull();
    });
  });
});
