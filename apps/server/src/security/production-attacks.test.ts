import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from '../test/actors';
import {
  authRequest,
  defaultPassword,
  markEmailVerified,
  signIn,
  signUp,
  uniqueEmail,
} from '../test/auth-helpers';
import { readJson } from '../test/json';
import { createTestApp, type TestApp } from '../test/test-app';
import { type ApiOperation, loadApiOperations } from './api-operations';
import { httpOf, sampleRequest } from './text-input-cases';

/** The headers every answer carries, whatever answered it (a route, better-auth, a 404, an error). */
const securityHeaders: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

const missingHeaders = (response: Response) =>
  Object.entries(securityHeaders)
    .filter(([name, pattern]) => !pattern.test(response.headers.get(name) ?? ''))
    .map(([name]) => `${name}: ${response.headers.get(name)}`);

/**
 * The server as production runs it: NODE_ENV=production behind https, better-auth's origin check,
 * CSRF check and rate limits on by themselves (no test switch), e-mail verification required.
 */
describe('the production server under attack', () => {
  let testApp: TestApp;
  let operations: ApiOperation[];
  const password = defaultPassword;

  /** A verified account, signed in through the API: its cookies as the browser keeps them. */
  async function signedInUser() {
    const email = uniqueEmail('prod');
    expect((await signUp(testApp, { email, password })).status).toBe(200);
    await markEmailVerified(testApp, email);
    return { email, ...(await signIn(testApp, { email, password })) };
  }

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        NODE_ENV: 'production',
        APP_URL: 'https://madabook.example',
        BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      },
    });
    operations = await loadApiOperations(testApp);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp?.close();
  });
  // Each test starts past every rate-limit window (the longest is 60 s): they do not count each other.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
  });

  it('sets every cookie Secure and HttpOnly, the session’s SameSite=Lax with the __Secure- prefix', async () => {
    const email = uniqueEmail('cookies');
    await signUp(testApp, { email, password });
    await markEmailVerified(testApp, email);
    const response = await authRequest(testApp, '/sign-in/email', { body: { email, password } });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-better-auth\./);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
    expect(cookies.some((cookie) => cookie.startsWith('__Secure-better-auth.session_token='))).toBe(true);
  });

  it('refuses a cross-site POST that carries the session cookie, to better-auth and to our routes', async () => {
    const user = await signedInUser();
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const signOut = await authRequest(testApp, '/sign-out', {
      method: 'POST',
      body: {},
      session: user,
      via: 'cookie',
      origin: crossSite.origin,
    });
    expect(signOut.status).toBe(403);
    expect((await readJson(signOut)).code).toBe('INVALID_ORIGIN');

    // A form can only post text, forms or multipart across sites; our routes take JSON alone, and
    // no CORS header lets a script of another site send JSON or read the answer.
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ name: 'Forged', email: 'forged@example.mg' })],
      ['application/x-www-form-urlencoded', 'name=Forged&email=forged%40example.mg'],
    ] as const) {
      const forged = await testApp.app.request('/api/contacts', {
        method: 'POST',
        headers: { ...crossSite, cookie: user.cookie, 'content-type': type },
        body,
      });
      expect(forged.status, type).toBe(415);
      expect(forged.headers.get('access-control-allow-origin')).toBeNull();
    }
    const session = await authRequest(testApp, '/get-session', { session: user, via: 'cookie' });
    expect((await readJson(session))?.user?.email).toBe(user.email);
  });

  it('answers the fourth wrong password within 10 s with 429, and the right one after it too', async () => {
    const { email } = await signedInUser();
    vi.setSystemTime(Date.now() + 61_000);
    const attempt = (guess: string) =>
      authRequest(testApp, '/sign-in/email', { body: { email, password: guess } });
    for (const guess of ['guess-number-1', 'guess-number-2', 'guess-number-3']) {
      expect((await attempt(guess)).status).toBe(401);
    }
    const fourth = await attempt('guess-number-4');
    expect(fourth.status).toBe(429);
    expect((await readJson(fourth)).code).toBe('TOO_MANY_REQUESTS');
    expect((await attempt(password)).status).toBe(429);
  });

  it('puts the security headers, HSTS included, on the answer of every operation and of everything else', async () => {
    const others: Array<[string, RequestInit?]> = [
      ['/'],
      ['/login?redirect=%2F%2Fevil.example'],
      ['/robots.txt'],
      ['/sitemap.xml'],
      ['/assets/missing.js'],
      ['/api/no-such-route'],
      ['/api/openapi.json'],
      [
        '/api/contacts',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' },
      ],
      [
        '/api/auth/sign-in/email',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(100_000) },
      ],
      ['/api/auth/reset-password/not-a-token?callbackURL=%2F'],
      ['/api/auth/error?error=state_mismatch'],
    ];
    const failures: string[] = [];
    for (const [path, init] of others) {
      const missing = missingHeaders(await testApp.app.request(path, init));
      if (missing.length > 0) failures.push(`${path}: ${missing.join(', ')}`);
    }
    for (const operation of operations) {
      const { url, body } = httpOf(operation, sampleRequest(operation, 1));
      const response = await testApp.app.request(url, {
        method: operation.method,
        headers: { 'content-type': 'application/json', origin: testApp.config.appUrl },
        ...(body === undefined ? {} : { body }),
      });
      const missing = missingHeaders(response);
      if (missing.length > 0) failures.push(`${operation.key} (${response.status}): ${missing.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers none of better-auth’s admin endpoints over HTTP, not even to an admin', async () => {
    const admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    for (const [method, path] of [
      ['GET', '/api/auth/admin/list-users'],
      ['POST', '/api/auth/admin/set-role'],
      ['POST', '/api/auth/admin/impersonate-user'],
      ['POST', '/api/auth/admin/remove-user'],
      ['POST', '/api/auth/admin/set-user-password'],
    ] as const) {
      const response = await testApp.app.request(path, {
        method,
        headers: { ...admin.headers, origin: testApp.config.appUrl },
        ...(method === 'POST' ? { body: JSON.stringify({ userId: admin.id, role: 'USER' }) } : {}),
      });
      expect([response.status, (await readJson(response)).code], path).toEqual([404, 'NOT_FOUND']);
    }
    const own = await testApp.app.request('/api/admin/users', { headers: admin.headers });
    expect(own.status).toBe(200);
  });
});
