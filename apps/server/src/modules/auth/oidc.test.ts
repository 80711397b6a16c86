import { createHash, randomBytes } from 'node:crypto';
import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthSession,
  authedRequest,
  createUser,
  currentSession,
  findUserRow,
  sessionFrom,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import {
  abortDescription,
  type OidcProviderFixture,
  type OidcTestUser,
  startOidcProvider,
} from '../../test/oidc-provider';
import { createTestApp } from '../../test/test-app';
import { createTestBrowser, type Page, type TestBrowser } from '../../test/test-browser';

/**
 * The generic OpenID Connect provider, end to end: MadaBook in process, a real
 * `oidc-provider` on 127.0.0.1, and a cookie-keeping client that walks the
 * redirects between them as a browser would.
 */

const appUrl = 'http://localhost:3000';
const callbackUrl = `${appUrl}/api/auth/callback/oidc`;
const errorPage = `${appUrl}/api/auth/error`;

let op: OidcProviderFixture;
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Nothing here may leave the machine: the provider is the only server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.hostname !== '127.0.0.1') throw new Error(`unexpected network access: ${url.href}`);
    return realFetch(input, init);
  });
  // better-auth reads the discovery document when it is built: the provider comes first.
  op = await startOidcProvider({ redirectUris: [callbackUrl], name: 'Test Identity' });
  testApp = await createTestApp({ env: { APP_URL: appUrl, ...op.env } });
});

afterAll(async () => {
  await testApp?.close();
  await op?.close();
  vi.unstubAllGlobals();
});

const browser = () => createTestBrowser({ app: testApp.app, appUrl, headers: { 'accept-language': 'en' } });

const providerUser = (overrides: Partial<OidcTestUser> = {}) =>
  op.addUser({ email: uniqueEmail('oidc'), ...overrides });

interface ProviderRound {
  /** The app's answer to the first POST (`{ url, redirect }`). */
  start: { url: string; redirect: boolean };
  /** Where the provider sent the browser back: the app's answer to `/callback/oidc`. */
  callback: Page;
  /** The pages the provider showed on the way (login, consent), by name. */
  prompts: string[];
}

/**
 * Starts a sign-in (or a link) at the app, signs in at the provider as `user`
 * and allows MadaBook when asked, and returns the app's answer to the callback.
 */
async function roundTrip(
  client: TestBrowser,
  user: OidcTestUser,
  start: { path?: string; body: Record<string, unknown>; headers?: Record<string, string> },
  options: { enterApp?: boolean } = {},
): Promise<ProviderRound> {
  const response = await client.postJson(start.path ?? '/api/auth/sign-in/social', start.body, start.headers);
  expect(response.status).toBe(200);
  const body = (await readJson(response)) as ProviderRound['start'];
  const prompts: string[] = [];
  let page = await client.navigate(body.url, {}, options);
  if (page.text.includes('<form id="login"')) {
    prompts.push('login');
    page = await client.submit(page, 'login', { email: user.email, password: user.password }, options);
  }
  if (page.text.includes('<form id="consent"')) {
    prompts.push('consent');
    page = await client.submit(page, 'consent', {}, options);
  }
  return { start: body, callback: page, prompts };
}

const signInBody = { provider: 'oidc', callbackURL: '/account', newUserCallbackURL: '/welcome' };

const locationOf = (page: Page) => page.response.headers.get('location');

async function accountsOf(userId: string) {
  return testApp.database.db.select().from(schema.account).where(eq(schema.account.userId, userId));
}

async function listAccounts(session: AuthSession) {
  const response = await authedRequest(testApp, session, '/list-accounts');
  expect(response.status).toBe(200);
  return ((await readJson(response)) as Array<{ providerId: string; accountId: string; scopes: string[] }>)
    .map(({ providerId, accountId, scopes }) => ({ providerId, accountId, scopes }))
    .sort((a, b) => a.providerId.localeCompare(b.providerId));
}

async function errorPageText(client: TestBrowser, location: string) {
  const response = await client.request(location);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

describe('generic OpenID Connect provider', () => {
  it('is offered on /api/config under OIDC_NAME', async () => {
    const response = await testApp.app.request('/api/config');
    const body = await readJson(response);
    expect(body.socialProviders).toEqual([{ id: 'oidc', name: 'Test Identity' }]);
  });

  it('signs up a new user through the redirect flow, with state, nonce and PKCE', async () => {
    const user = providerUser({
      email: `New.Person.${randomBytes(3).toString('hex')}@Example.COM`,
      name: 'Nina',
    });
    const client = browser();
    const round = await roundTrip(client, user, { body: signInBody });

    // The app's first answer: the provider's authorization endpoint.
    expect(round.start.redirect).toBe(true);
    const authorizeUrl = new URL(round.start.url);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${op.issuer}/auth`);
    expect(round.prompts).toEqual(['login', 'consent']);

    // What the provider received: the authorization request…
    const state = authorizeUrl.searchParams.get('state') ?? '';
    const authorization = op.authorizationRequests.find((request) => request.params.state === state);
    expect(authorization?.params).toMatchObject({
      client_id: op.clientId,
      response_type: 'code',
      redirect_uri: callbackUrl,
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(authorization?.params.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(authorization?.params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(authorization?.params.nonce).toMatch(/^[\w-]{32}$/);

    // …the browser came back to the callback with the code, the same state and the issuer…
    const callback = round.callback.url;
    expect(callback.origin + callback.pathname).toBe(callbackUrl);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(op.issuer);
    const code = callback.searchParams.get('code');

    // …and the token request carried a 128-character verifier that matches the challenge.
    const token = op.tokenRequests.find((request) => request.params.code === code);
    expect(token?.params.grant_type).toBe('authorization_code');
    expect(token?.params.redirect_uri).toBe(callbackUrl);
    expect(token?.secretInBody).toBe(true);
    const verifier = token?.params.code_verifier ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{128}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      authorization?.params.code_challenge,
    );

    // A new user: the new-user URL, a session cookie and a bearer token.
    expect(round.callback.response.status).toBe(302);
    expect(locationOf(round.callback)).toBe('/welcome');
    expect(client.jar.get(new URL(appUrl), 'better-auth.session_token')).toBeTruthy();
    const session = await sessionFrom(round.callback.response);

    const { user: sessionUser } = await currentSession(testApp, session);
    expect(sessionUser).toMatchObject({
      email: user.email.toLowerCase(),
      name: 'Nina',
      emailVerified: true,
      roles: ['USER'],
    });
    expect(await listAccounts(session)).toEqual([
      { providerId: 'oidc', accountId: user.sub, scopes: ['openid', 'email', 'profile'] },
    ]);
    // The state is single-use: its row is gone.
    const stateRows = await testApp.database.db
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `auth-state:${state}`));
    expect(stateRows).toEqual([]);
  });

  it('signs the same user in again: the callback URL, the same user, no second account', async () => {
    const user = providerUser();
    const client = browser();
    const first = await roundTrip(client, user, { body: signInBody });
    expect(locationOf(first.callback)).toBe('/welcome');
    const firstSession = await sessionFrom(first.callback.response);
    const { user: firstUser } = await currentSession(testApp, firstSession);

    // The provider remembers the user and the consent: straight back to the app.
    const again = await roundTrip(client, user, { body: signInBody });
    expect(again.prompts).toEqual([]);
    expect(again.callback.response.status).toBe(302);
    expect(locationOf(again.callback)).toBe('/account');
    const secondSession = await sessionFrom(again.callback.response);
    expect(secondSession.token).not.toBe(firstSession.token);
    const { user: secondUser } = await currentSession(testApp, secondSession);
    expect(secondUser.id).toBe(firstUser.id);

    // From another browser, with a fresh login at the provider: still the same user.
    const elsewhere = await roundTrip(browser(), user, { body: signInBody });
    expect(elsewhere.prompts).toContain('login');
    expect(locationOf(elsewhere.callback)).toBe('/account');
    const { user: thirdUser } = await currentSession(testApp, await sessionFrom(elsewhere.callback.response));
    expect(thirdUser.id).toBe(firstUser.id);

    expect((await accountsOf(firstUser.id)).map((account) => account.providerId)).toEqual(['oidc']);
    const users = await testApp.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, user.email.toLowerCase()));
    expect(users).toHaveLength(1);
  });

  it('links to an existing account with a verified email, whatever the case of the address', async () => {
    const email = uniqueEmail('linked');
    const existing = await createUser(testApp, { email, verified: true });
    const user = providerUser({ email: email.toUpperCase() });

    const round = await roundTrip(browser(), user, { body: signInBody });
    // Not a new user: the callback URL, signed in as the existing account.
    expect(round.callback.response.status).toBe(302);
    expect(locationOf(round.callback)).toBe('/account');
    const session = await sessionFrom(round.callback.response);
    const { user: sessionUser } = await currentSession(testApp, session);
    expect(sessionUser.id).toBe(existing.user.id);
    expect(await listAccounts(session)).toEqual([
      expect.objectContaining({ providerId: 'credential' }),
      { providerId: 'oidc', accountId: user.sub, scopes: ['openid', 'email', 'profile'] },
    ]);
    // The password still works.
    const signIn = await testApp.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: existing.password }),
    });
    expect(signIn.status).toBe(200);
  });

  it('does not link to an existing account whose email is not verified', async () => {
    const email = uniqueEmail('unverified');
    const existing = await createUser(testApp, { email });
    const user = providerUser({ email });

    const round = await roundTrip(browser(), user, { body: signInBody });
    // Whoever controls the provider's identity must not take over an unproven address.
    expect(round.callback.response.status).toBe(302);
    expect(locationOf(round.callback)).toBe(`${errorPage}?error=account_not_linked`);
    expect(round.callback.response.headers.get('set-auth-token')).toBeNull();
    expect((await accountsOf(existing.user.id)).map((account) => account.providerId)).toEqual(['credential']);
    expect((await findUserRow(testApp, email))?.emailVerified).toBe(false);
  });

  it('links a signed-in account with link-social, and refuses an identity with another email', async () => {
    const email = uniqueEmail('linker');
    const existing = await createUser(testApp, { email });
    const authorization = { authorization: `Bearer ${existing.token}` };

    // Another address at the provider: refused, nothing linked.
    const stranger = providerUser({ email: uniqueEmail('stranger') });
    const refused = await roundTrip(browser(), stranger, {
      path: '/api/auth/link-social',
      body: { provider: 'oidc', callbackURL: '/account' },
      headers: authorization,
    });
    expect(refused.start.redirect).toBe(true);
    expect(refused.callback.response.status).toBe(302);
    expect(locationOf(refused.callback)).toBe(`${errorPage}?error=email_does_not_match`);
    expect(await listAccounts(existing)).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    const text = await errorPageText(browser(), locationOf(refused.callback) ?? '');
    expect(text).toContain('email_does_not_match');

    // The same address: linked to the signed-in user, back to the callback URL.
    const same = providerUser({ email });
    const linked = await roundTrip(browser(), same, {
      path: '/api/auth/link-social',
      body: { provider: 'oidc', callbackURL: '/account' },
      headers: authorization,
    });
    expect(linked.callback.response.status).toBe(302);
    expect(locationOf(linked.callback)).toBe('/account');
    expect(await listAccounts(existing)).toEqual([
      expect.objectContaining({ providerId: 'credential' }),
      { providerId: 'oidc', accountId: same.sub, scopes: ['openid', 'email', 'profile'] },
    ]);

    // link-social needs a session.
    const anonymous = await browser().postJson('/api/auth/link-social', {
      provider: 'oidc',
      callbackURL: '/',
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers a forged, replayed or stolen state with state_mismatch, and the error page shows it', async () => {
    const user = providerUser();
    const client = browser();

    // Forged: a state the app never issued.
    const forged = await client.request(
      `/api/auth/callback/oidc?code=made-up&state=${randomBytes(24).toString('base64url')}`,
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(`${errorPage}?error=state_mismatch`);

    // Replayed: a callback that already signed in, sent again.
    const round = await roundTrip(client, user, { body: signInBody });
    expect(locationOf(round.callback)).toBe('/welcome');
    const replay = await client.request(round.callback.url);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe(`${errorPage}?error=state_mismatch`);
    expect(replay.headers.get('set-auth-token')).toBeNull();

    // Stolen: a genuine code and state delivered to a browser that did not start the flow.
    const victim = browser();
    const started = await roundTrip(victim, user, { body: signInBody }, { enterApp: false });
    const redirect = locationOf(started.callback) ?? '';
    expect(redirect.startsWith(`${callbackUrl}?code=`)).toBe(true);
    const stolen = await browser().request(redirect);
    expect(stolen.status).toBe(302);
    expect(stolen.headers.get('location')).toBe(`${errorPage}?error=state_mismatch`);
    expect(stolen.headers.get('set-auth-token')).toBeNull();

    // Missing altogether.
    const missing = await client.request('/api/auth/callback/oidc?code=made-up');
    expect(missing.headers.get('location')).toBe(`${errorPage}?error=state_not_found`);

    const text = await errorPageText(client, `${errorPage}?error=state_mismatch`);
    expect(text).toContain('Error Code');
    expect(text).toContain('state_mismatch');
    expect(text).toContain('Return to Application');
  });

  it('refuses a callback whose code or issuer was tampered with', async () => {
    const user = providerUser();
    for (const [tamper, expected] of [
      [(url: URL) => url.searchParams.set('code', 'not-the-code'), 'invalid_code'],
      [(url: URL) => url.searchParams.set('iss', 'http://127.0.0.1:1'), 'issuer_mismatch'],
    ] as const) {
      const client = browser();
      const round = await roundTrip(client, user, { body: signInBody }, { enterApp: false });
      const redirect = new URL(locationOf(round.callback) ?? '');
      tamper(redirect);
      const response = await client.request(redirect);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${errorPage}?error=${expected}`);
      expect(response.headers.get('set-auth-token')).toBeNull();
    }
  });

  it('passes an error sent by the provider through to the error page, with its description', async () => {
    const client = browser();
    const start = await client.postJson('/api/auth/sign-in/social', signInBody);
    const { url } = await readJson(start);
    const login = await client.navigate(url);
    // The user cancels at the provider, which answers error=access_denied.
    const cancelled = await client.click(login, 'abort');
    expect(cancelled.url.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.url.searchParams.get('error_description')).toBe(abortDescription);
    expect(cancelled.response.status).toBe(302);
    const location = locationOf(cancelled) ?? '';
    const target = new URL(location);
    expect(target.origin + target.pathname).toBe(errorPage);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      error: 'access_denied',
      error_description: abortDescription,
    });
    expect(cancelled.response.headers.get('set-auth-token')).toBeNull();

    const text = await errorPageText(client, location);
    expect(text).toContain('Error Code');
    expect(text).toContain('access_denied');
    expect(text).toContain(abortDescription);
    expect(text).toContain('Return to Application');

    // With an errorCallbackURL, the app's own page gets the same code and description.
    const withErrorPage = await client.postJson('/api/auth/sign-in/social', {
      ...signInBody,
      errorCallbackURL: '/login',
    });
    const again = await client.click(await client.navigate((await readJson(withErrorPage)).url), 'abort');
    expect(again.response.headers.get('location')).toBe(
      `/login?${new URLSearchParams({ error: 'access_denied', error_description: abortDescription })}`,
    );
  });
});
