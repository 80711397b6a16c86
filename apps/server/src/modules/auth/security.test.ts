import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import {
  authRequest,
  createUser,
  currentSession,
  defaultPassword,
  emptyBodyPosts,
  followLink,
  setCookie,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

/**
 * better-auth turns its origin check, CSRF check and rate limiting off under
 * NODE_ENV=test; these tests turn them back on, as in production.
 */
describe('auth security', () => {
  const trustedOrigin = 'https://admin.madabook.mg';
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ enforceSecurityInTests: true, env: { TRUSTED_ORIGINS: trustedOrigin } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
  });
  // Each test starts past every rate-limit window (the longest is 60 s), so they do not count each other.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
  });

  it('are on in production and development, and off in a plain test app (hence enforceSecurityInTests)', async () => {
    // The auth service as the composition root builds it for each environment (no request is made).
    const contextOf = async (
      options: { env?: Record<string, string>; enforceSecurityInTests?: boolean } = {},
    ) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: testApp.config.dataDir,
        APP_URL: testApp.config.appUrl,
        ...options.env,
      });
      const services = createServices(
        { config, database: testApp.database, logger: createLogger({ level: 'silent', pretty: false }) },
        options,
      );
      try {
        const context = await services.auth.$context;
        return {
          rateLimit: context.rateLimit.enabled,
          originCheck: context.skipOriginCheck === false,
          csrfCheck: !context.skipCSRFCheck,
        };
      } finally {
        await services.close();
      }
    };
    const on = { rateLimit: true, originCheck: true, csrfCheck: true };
    const secret = 'a-production-secret-of-at-least-32-characters';
    expect(await contextOf({ env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret } })).toEqual(on);
    expect(await contextOf({ env: { NODE_ENV: 'development' } })).toEqual(on);
    expect(await contextOf({})).toEqual({ rateLimit: false, originCheck: false, csrfCheck: false });
    expect(await contextOf({ enforceSecurityInTests: true })).toEqual(on);
    expect(
      await contextOf({
        env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, AUTH_RATE_LIMIT: 'false' },
      }),
    ).toEqual({ ...on, rateLimit: false });
  });

  describe('origin check on cookie POSTs', () => {
    it('refuses a cross-origin POST carrying the session cookie, and one with no Origin', async () => {
      const user = await createUser(testApp);
      const crossSite = await authRequest(testApp, '/sign-out', {
        method: 'POST',
        body: {},
        session: user,
        via: 'cookie',
        origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);
      expect(await readJson(crossSite)).toEqual({ code: 'INVALID_ORIGIN', message: 'Invalid origin' });

      const noOrigin = await authRequest(testApp, '/sign-out', {
        method: 'POST',
        body: {},
        session: user,
        via: 'cookie',
        origin: null,
      });
      expect(noOrigin.status).toBe(403);
      expect(await readJson(noOrigin)).toMatchObject({ code: 'MISSING_OR_NULL_ORIGIN' });

      const lookalike = await authRequest(testApp, '/change-password', {
        session: user,
        via: 'cookie',
        origin: 'http://localhost:3000.evil.example',
        body: { currentPassword: user.password, newPassword: 'hijacked-password' },
      });
      expect(lookalike.status).toBe(403);

      expect(await currentSession(testApp, user, 'cookie')).not.toBeNull();
    });

    it('accepts the app’s own origin and the TRUSTED_ORIGINS', async () => {
      const user = await createUser(testApp);
      const fromTrusted = await authRequest(testApp, '/revoke-other-sessions', {
        method: 'POST',
        body: {},
        session: user,
        via: 'cookie',
        origin: trustedOrigin,
      });
      expect(fromTrusted.status).toBe(200);
      const fromApp = await authRequest(testApp, '/sign-out', {
        method: 'POST',
        body: {},
        session: user,
        via: 'cookie',
      });
      expect(fromApp.status).toBe(200);
      expect(await currentSession(testApp, user)).toBeNull();
    });

    it('checks the origin of an empty-body POST too, and still refuses an empty body of another type', async () => {
      const user = await createUser(testApp);
      for (const post of Object.values(emptyBodyPosts)) {
        for (const origin of ['https://evil.example', null]) {
          const response = await authRequest(testApp, '/sign-out', {
            ...post,
            session: user,
            via: 'cookie',
            origin,
          });
          expect(response.status, String(origin)).toBe(403);
        }
      }
      const asText = await authRequest(testApp, '/sign-out', {
        ...emptyBodyPosts['no Content-Type'],
        headers: { 'content-type': 'text/plain' },
        session: user,
        via: 'cookie',
      });
      expect(asText.status).toBe(415);
      expect(await currentSession(testApp, user, 'cookie')).not.toBeNull();
    });

    it('lets a bearer-only request through from anywhere: without cookies there is nothing to forge', async () => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/sign-out', {
        method: 'POST',
        body: {},
        session: user,
        origin: 'https://mobile-app.example',
      });
      expect(response.status).toBe(200);
    });

    it('blocks a sign-in posted by a cross-site form navigation (login CSRF)', async () => {
      const email = uniqueEmail('csrf');
      await signUp(testApp, { email, password: defaultPassword });
      const response = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: defaultPassword },
        origin: 'https://evil.example',
        headers: {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
      });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toMatchObject({ code: 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED' });
      expect(response.headers.get('set-auth-token')).toBeNull();
    });
  });

  describe('callback URLs', () => {
    const untrusted = [
      'https://evil.example/steal',
      '//evil.example/steal',
      'javascript:alert(1)',
      'http://localhost:3000.evil.example/',
    ];

    it('refuses an untrusted callbackURL with 403, and accepts relative paths and trusted origins', async () => {
      const email = uniqueEmail('callback');
      await signUp(testApp, { email, password: defaultPassword });
      for (const callbackURL of untrusted) {
        vi.setSystemTime(Date.now() + 11_000); // past the sign-in rate limit (3 in 10 s)
        const response = await authRequest(testApp, '/sign-in/email', {
          body: { email, password: defaultPassword, callbackURL },
        });
        expect(response.status, callbackURL).toBe(403);
        expect(await readJson(response)).toEqual({
          code: 'INVALID_CALLBACK_URL',
          message: 'Invalid callbackURL',
        });
        expect(response.headers.get('set-auth-token')).toBeNull();
      }
      for (const callbackURL of ['/admin', `${testApp.config.appUrl}/admin`, `${trustedOrigin}/users`]) {
        vi.setSystemTime(Date.now() + 11_000); // past the sign-in rate limit (3 in 10 s)
        const response = await authRequest(testApp, '/sign-in/email', {
          body: { email, password: defaultPassword, callbackURL },
        });
        expect(response.status, callbackURL).toBe(200);
        expect((await readJson(response)).url).toBe(callbackURL);
      }
    });

    it('refuses an untrusted redirectTo, errorCallbackURL and newUserCallbackURL', async () => {
      const redirect = await authRequest(testApp, '/request-password-reset', {
        body: { email: uniqueEmail(), redirectTo: 'https://evil.example/reset' },
      });
      expect(redirect.status).toBe(403);
      expect(await readJson(redirect)).toMatchObject({ code: 'INVALID_REDIRECT_URL' });

      const errorCallback = await authRequest(testApp, '/sign-in/social', {
        body: { provider: 'google', callbackURL: '/', errorCallbackURL: 'https://evil.example/error' },
      });
      expect(errorCallback.status).toBe(403);
      expect(await readJson(errorCallback)).toMatchObject({ code: 'INVALID_ERROR_CALLBACK_URL' });

      const newUserCallback = await authRequest(testApp, '/sign-in/social', {
        body: { provider: 'google', callbackURL: '/', newUserCallbackURL: 'https://evil.example/welcome' },
      });
      expect(newUserCallback.status).toBe(403);
      expect(await readJson(newUserCallback)).toMatchObject({ code: 'INVALID_NEW_USER_CALLBACK_URL' });

      const signUpCallback = await authRequest(testApp, '/sign-up/email', {
        body: {
          email: uniqueEmail(),
          password: defaultPassword,
          name: '',
          callbackURL: 'https://evil.example',
        },
      });
      expect(signUpCallback.status).toBe(403);
    });

    it('refuses an untrusted callbackURL on the links followed from mails', async () => {
      for (const path of [
        '/api/auth/verify-email?token=x&callbackURL=',
        `/api/auth/reset-password/${'x'.repeat(24)}?callbackURL=`,
        '/api/auth/delete-user/callback?token=x&callbackURL=',
      ]) {
        const response = await followLink(testApp, path + encodeURIComponent('https://evil.example/'));
        expect(response.status, path).toBe(403);
        expect(await readJson(response)).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
        expect(response.headers.get('location')).toBeNull();
      }
    });
  });

  describe('rate limiting', () => {
    it('answers the fourth bad sign-in within 10 s with 429, whatever X-Forwarded-For says', async () => {
      const email = uniqueEmail('brute');
      await signUp(testApp, { email, password: defaultPassword });
      const attempt = (index: number) =>
        authRequest(testApp, '/sign-in/email', {
          body: { email, password: `guess-number-${index}` },
          // Without TRUST_PROXY the header is the client's own claim: it must not buy new attempts.
          headers: { 'x-forwarded-for': `203.0.113.${index}` },
        });
      for (const index of [1, 2, 3]) expect((await attempt(index)).status).toBe(401);
      const fourth = await attempt(4);
      expect(fourth.status).toBe(429);
      expect(await readJson(fourth)).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again later.',
      });
      expect(Number(fourth.headers.get('x-retry-after'))).toBeGreaterThan(0);

      // Even the right password waits for the window to pass.
      const right = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: defaultPassword },
      });
      expect(right.status).toBe(429);
      vi.setSystemTime(Date.now() + 11_000);
      const later = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: defaultPassword },
      });
      expect(later.status).toBe(200);
    });

    it('allows three password-reset requests a minute, on either path', async () => {
      for (const path of ['/request-password-reset', '/forget-password']) {
        const request = () => authRequest(testApp, path, { body: { email: uniqueEmail() } });
        for (let index = 0; index < 3; index++) expect((await request()).status, path).toBe(200);
        expect((await request()).status, path).toBe(429);
      }
      vi.setSystemTime(Date.now() + 60_000);
      const later = await authRequest(testApp, '/request-password-reset', { body: { email: uniqueEmail() } });
      expect(later.status).toBe(200);
    });
  });

  describe('session cookies', () => {
    it('are HttpOnly and SameSite=Lax, not Secure over plain http', async () => {
      const email = uniqueEmail('cookie');
      const response = await signUp(testApp, { email, password: defaultPassword });
      const line = setCookie(response, 'better-auth.session_token');
      expect(line).toMatch(/^better-auth\.session_token=/);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).toMatch(/;\s*Path=\//i);
      expect(line).not.toMatch(/;\s*Secure/i);
      for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/HttpOnly/i);
    });

    it('are Secure, with the __Secure- prefix, behind https', async () => {
      const secure = await createTestApp({
        enforceSecurityInTests: true,
        env: { APP_URL: 'https://madabook.example' },
      });
      try {
        const response = await signUp(secure, { email: uniqueEmail('secure'), password: defaultPassword });
        expect(response.status).toBe(200);
        const line = setCookie(response, 'better-auth.session_token');
        expect(line).toMatch(/^__Secure-better-auth\.session_token=/);
        expect(line).toMatch(/;\s*Secure/i);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
        for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
      } finally {
        await secure.close();
      }
    });
  });
});
