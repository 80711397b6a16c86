import { createHash } from 'node:crypto';
import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { readJson } from '../test/json';
import { createTestApp } from '../test/test-app';
import { enabledSocialProviders } from './social-providers';

/**
 * Which social providers the environment turns on, and the first leg of their
 * redirect flow. Starting a sign-in needs no network: any fetch fails the test.
 */

const appUrl = 'http://localhost:3000';
const fetchCalls: string[] = [];

beforeAll(() => {
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    fetchCalls.push(url);
    return Promise.reject(new Error(`unexpected network access: ${url}`));
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  expect(fetchCalls).toEqual([]);
});

const credentials = (...ids: string[]) =>
  Object.fromEntries(
    ids.flatMap((id) => [
      [`${id}_CLIENT_ID`, `${id.toLowerCase()}-client-id`],
      [`${id}_CLIENT_SECRET`, `${id.toLowerCase()}-client-secret`],
    ]),
  );

const startSignIn = (testApp: Awaited<ReturnType<typeof createTestApp>>, body: Record<string, unknown>) =>
  testApp.app.request('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(body),
  });

describe('provider settings', () => {
  it('turns a provider on only when both its client id and secret are set', () => {
    const config = loadConfig({
      ...credentials('GOOGLE', 'GITHUB'),
      FACEBOOK_CLIENT_ID: 'facebook-client-id',
      APPLE_CLIENT_SECRET: 'apple-client-secret',
      MICROSOFT_CLIENT_ID: '',
      MICROSOFT_CLIENT_SECRET: '',
    });
    expect(config.auth.socialProviders).toEqual({
      google: { clientId: 'google-client-id', clientSecret: 'google-client-secret' },
      github: { clientId: 'github-client-id', clientSecret: 'github-client-secret' },
    });
    expect(config.auth.oidc).toBeUndefined();
    expect(enabledSocialProviders(config)).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
  });

  it('turns the OpenID Connect provider on with an issuer, a client id and a secret', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.mg/realms/staff', OIDC_CLIENT_ID: 'madabook' };
    expect(loadConfig(oidc).auth.oidc).toBeUndefined();
    const config = loadConfig({ ...oidc, OIDC_CLIENT_SECRET: 's3cret', OIDC_NAME: 'Staff login' });
    expect(config.auth.oidc).toEqual({
      issuer: 'https://id.example.mg/realms/staff',
      clientId: 'madabook',
      clientSecret: 's3cret',
      name: 'Staff login',
    });
    expect(enabledSocialProviders(config)).toEqual([{ id: 'oidc', name: 'Staff login' }]);
    expect(enabledSocialProviders(loadConfig({ ...oidc, OIDC_CLIENT_SECRET: 's3cret' }))).toEqual([
      { id: 'oidc', name: 'OpenID Connect' },
    ]);
  });
});

describe('social sign-in with some providers set', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { APP_URL: appUrl, ...credentials('GOOGLE', 'GITHUB'), FACEBOOK_CLIENT_ID: 'facebook-client-id' },
    });
  });
  afterAll(() => testApp.close());

  it('lists exactly the configured providers on /api/config', async () => {
    const body = await readJson(await testApp.app.request('/api/config'));
    expect(body.socialProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
  });

  it('sends the user to Google with the client id, a 32-character state and an S256 challenge', async () => {
    const response = await startSignIn(testApp, { provider: 'google', callbackURL: '/' });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.redirect).toBe(true);
    expect(response.headers.get('location')).toBe(body.url);

    const url = new URL(body.url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'google-client-id',
      redirect_uri: `${appUrl}/api/auth/callback/google`,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    expect(params.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.state).toMatch(/^[\w-]{32}$/);

    // The state cookie binds the flow to this browser…
    const stateCookie = response.headers.getSetCookie().find((line) => line.startsWith('better-auth.state='));
    expect(stateCookie).toContain(`better-auth.state=${params.state}.`);
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);

    // …and the state row keeps the 128-character verifier behind the challenge, for ten minutes.
    const [row] = await testApp.database.db
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `auth-state:${params.state}`));
    expect(row).toBeDefined();
    const stored = JSON.parse(row?.value ?? '{}');
    expect(stored.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{128}$/);
    expect(createHash('sha256').update(stored.codeVerifier).digest('base64url')).toBe(params.code_challenge);
    expect(stored.callbackURL).toBe('/');
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    // Every sign-in gets its own state.
    const second = new URL((await readJson(await startSignIn(testApp, { provider: 'google' }))).url);
    expect(second.searchParams.get('state')).not.toBe(params.state);
  });

  it('answers "Provider not found" for a provider that is not configured', async () => {
    for (const provider of ['facebook', 'apple', 'oidc', 'myspace']) {
      const response = await startSignIn(testApp, { provider, callbackURL: '/' });
      expect(response.status, provider).toBe(404);
      expect(await readJson(response)).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
    }
  });
});

describe('social sign-in with every provider set', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        APP_URL: appUrl,
        ...credentials('GOOGLE', 'FACEBOOK', 'APPLE', 'GITHUB', 'MICROSOFT'),
        AUTH_RATE_LIMIT: 'false',
      },
      // Origin and CSRF checks on, as in production (rate limits apart).
      enforceSecurityInTests: true,
    });
  });
  afterAll(() => testApp.close());

  it.each([
    { provider: 'google', endpoint: 'https://accounts.google.com/o/oauth2/v2/auth', pkce: true },
    // better-auth sends Facebook no PKCE challenge.
    { provider: 'facebook', endpoint: 'https://www.facebook.com/v24.0/dialog/oauth', pkce: false },
    { provider: 'apple', endpoint: 'https://appleid.apple.com/auth/authorize', pkce: true },
    { provider: 'github', endpoint: 'https://github.com/login/oauth/authorize', pkce: true },
    {
      provider: 'microsoft',
      endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      pkce: true,
    },
  ])('starts $provider at its authorization endpoint', async ({ provider, endpoint, pkce }) => {
    const response = await startSignIn(testApp, { provider, callbackURL: '/account' });
    expect(response.status).toBe(200);
    const url = new URL((await readJson(response)).url);
    expect(url.origin + url.pathname).toBe(endpoint);
    expect(url.searchParams.get('client_id')).toBe(`${provider}-client-id`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/auth/callback/${provider}`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
  });

  it('lists the five providers on /api/config', async () => {
    const body = await readJson(await testApp.app.request('/api/config'));
    expect(body.socialProviders.map((provider: { id: string }) => provider.id)).toEqual([
      'google',
      'facebook',
      'apple',
      'github',
      'microsoft',
    ]);
  });

  it('trusts the email of Google, Apple and the OpenID Connect provider for linking, not Microsoft', async () => {
    // Microsoft's `common` tenant lets any directory assert any email ("nOAuth").
    const context = await testApp.services.auth.$context;
    expect([...context.trustedProviders].sort()).toEqual(['apple', 'google', 'oidc']);
  });

  it("takes Apple's form POST back to the callback, even when the browser sends a cookie along", async () => {
    const form = new URLSearchParams({ code: 'apple-code', state: 'apple-state' });
    const response = await testApp.app.request('/api/auth/callback/apple', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
        // A cookie the browser sends cross-site (SameSite=None, e.g. a load balancer's).
        cookie: 'lb-affinity=1',
      },
      body: form.toString(),
    });
    // Turned into a GET of the same callback, where the state cookie is sent again.
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${appUrl}/api/auth/callback/apple?${form}`);
  });

  it('refuses a form POST to the callback from any other origin that sends cookies', async () => {
    const response = await testApp.app.request('/api/auth/callback/apple', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: 'lb-affinity=1',
      },
      body: 'code=x&state=y',
    });
    expect(response.status).toBe(403);
    expect((await readJson(response)).code).toBe('INVALID_ORIGIN');
  });
});
