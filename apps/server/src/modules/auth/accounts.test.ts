import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthSession,
  ageSession,
  authedRequest,
  authRequest,
  createUser,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

const hour = 60 * 60 * 1000;
const githubProfile = {
  id: 4242,
  login: 'rakoto',
  name: 'Rakoto Be',
  email: 'rakoto@example.mg',
  avatar_url: 'https://avatars.example/rakoto.png',
};

/**
 * GitHub as better-auth's server-side calls see it: the token endpoint and
 * the user API. Everything else is refused, so a test never leaves the machine.
 */
function fakeGitHub() {
  const calls: { url: string; body: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.text() : '';
    calls.push({ url: request.url, body, authorization: request.headers.get('authorization') });
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (request.url === 'https://github.com/login/oauth/access_token') {
      return json({
        access_token: 'gho_refreshed',
        refresh_token: 'ghr_rotated',
        token_type: 'bearer',
        expires_in: 28_800,
        scope: 'read:user,user:email',
      });
    }
    if (request.url === 'https://api.github.com/user') {
      return request.headers.get('authorization') === 'Bearer gho_live'
        ? json(githubProfile)
        : new Response('{"message":"Bad credentials"}', { status: 401 });
    }
    if (request.url === 'https://api.github.com/user/emails') {
      return json([{ email: githubProfile.email, primary: true, verified: true }]);
    }
    throw new Error(`unexpected fetch to ${request.url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('linked accounts', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // GitHub is configured (its calls are faked); Google is not.
    testApp = await createTestApp({
      env: { GITHUB_CLIENT_ID: 'github-client-id', GITHUB_CLIENT_SECRET: 'github-client-secret' },
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Links a GitHub account to the user, as a social sign-in would have stored it. */
  async function linkGitHub(
    user: AuthSession,
    overrides: Partial<typeof schema.account.$inferInsert> = {},
  ): Promise<string> {
    const context = await testApp.services.auth.$context;
    const account = await context.internalAdapter.linkAccount({
      userId: user.user.id,
      providerId: 'github',
      accountId: String(githubProfile.id),
      accessToken: 'gho_live',
      accessTokenExpiresAt: new Date(Date.now() + hour),
      refreshToken: 'ghr_refresh',
      scope: 'read:user,user:email',
      ...overrides,
    });
    return account.id;
  }

  const accountIds = async (user: AuthSession) =>
    (
      await testApp.database.db
        .select({ id: schema.account.id, providerId: schema.account.providerId })
        .from(schema.account)
        .where(eq(schema.account.userId, user.user.id))
    ).map((row) => row.providerId);

  describe('list-accounts', () => {
    it('lists the caller’s accounts with their scopes, never their secrets', async () => {
      const user = await createUser(testApp);
      const stranger = await createUser(testApp);
      await linkGitHub(stranger);
      const single = await readJson(await authedRequest(testApp, user, '/list-accounts'));
      expect(single).toEqual([
        {
          id: expect.any(String),
          providerId: 'credential',
          accountId: user.user.id,
          userId: user.user.id,
          scopes: [],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);

      await linkGitHub(user);
      const response = await authedRequest(testApp, user, '/list-accounts');
      expect(response.status).toBe(200);
      const accounts = await readJson(response);
      expect(accounts).toHaveLength(2);
      expect(
        accounts.find((account: { providerId: string }) => account.providerId === 'github'),
      ).toMatchObject({
        accountId: '4242',
        scopes: ['read:user', 'user:email'],
      });
      const text = JSON.stringify(accounts);
      for (const secret of [
        'gho_live',
        'ghr_refresh',
        'password',
        'accessToken',
        'refreshToken',
        'idToken',
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('needs a session', async () => {
      const response = await authRequest(testApp, '/list-accounts');
      expect(response.status).toBe(401);
      expect(await readJson(response)).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  describe('link-social', () => {
    it('answers 404 PROVIDER_NOT_FOUND for a provider that is not configured', async () => {
      const user = await createUser(testApp);
      const response = await authedRequest(testApp, user, '/link-social', {
        body: { provider: 'google', callbackURL: '/account' },
      });
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
    });

    it('refuses a provider it does not know, and a caller without a session', async () => {
      const user = await createUser(testApp);
      const unknown = await authedRequest(testApp, user, '/link-social', { body: { provider: 'myspace' } });
      expect(unknown.status).toBe(404);
      expect(await readJson(unknown)).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
      const anonymous = await authRequest(testApp, '/link-social', { body: { provider: 'github' } });
      expect(anonymous.status).toBe(401);
    });

    it('starts the provider’s authorization for a configured provider', async () => {
      const user = await createUser(testApp);
      const response = await authedRequest(testApp, user, '/link-social', {
        body: { provider: 'github', callbackURL: '/account' },
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.redirect).toBe(true);
      const url = new URL(body.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(url.searchParams.get('client_id')).toBe('github-client-id');
      expect(url.searchParams.get('redirect_uri')).toBe(`${testApp.config.appUrl}/api/auth/callback/github`);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
      expect(response.headers.get('location')).toBe(body.url);

      const noRedirect = await authedRequest(testApp, user, '/link-social', {
        body: { provider: 'github', disableRedirect: true },
      });
      expect((await readJson(noRedirect)).redirect).toBe(false);
    });
  });

  describe('unlink-account', () => {
    it('never unlinks the last account', async () => {
      const user = await createUser(testApp);
      const [credential] = await readJson(await authedRequest(testApp, user, '/list-accounts'));
      for (const body of [{ providerId: 'credential' }, { accountId: credential.id }]) {
        const response = await authedRequest(testApp, user, '/unlink-account', { body });
        expect(response.status).toBe(400);
        expect(await readJson(response)).toEqual({
          code: 'FAILED_TO_UNLINK_LAST_ACCOUNT',
          message: "You can't unlink your last account",
        });
      }
      expect(await accountIds(user)).toEqual(['credential']);
    });

    it('takes the spec’s body {providerId}', async () => {
      const user = await createUser(testApp);
      await linkGitHub(user);
      const response = await authedRequest(testApp, user, '/unlink-account', {
        body: { providerId: 'github' },
      });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ status: true });
      expect(await accountIds(user)).toEqual(['credential']);
    });

    it('takes the spec’s body {providerId, accountId} with the provider’s account id', async () => {
      const user = await createUser(testApp);
      await linkGitHub(user, { accountId: 'first-github' });
      await linkGitHub(user, { accountId: 'second-github' });
      const response = await authedRequest(testApp, user, '/unlink-account', {
        body: { providerId: 'github', accountId: 'second-github' },
      });
      expect(response.status).toBe(200);
      const remaining = await readJson(await authedRequest(testApp, user, '/list-accounts'));
      expect(remaining.map((account: { accountId: string }) => account.accountId).sort()).toEqual(
        ['first-github', user.user.id].sort(),
      );
    });

    it('takes better-auth’s body {accountId} with the account’s own id', async () => {
      const user = await createUser(testApp);
      const id = await linkGitHub(user);
      const response = await authedRequest(testApp, user, '/unlink-account', { body: { accountId: id } });
      expect(response.status).toBe(200);
      expect(await accountIds(user)).toEqual(['credential']);
    });

    it('answers ACCOUNT_NOT_FOUND for a provider not linked, and for another user’s account', async () => {
      const user = await createUser(testApp);
      await linkGitHub(user);
      const stranger = await createUser(testApp);
      const strangersGitHub = await linkGitHub(stranger);

      for (const body of [
        { providerId: 'google' },
        { providerId: 'github', accountId: 'not-mine' },
        { accountId: strangersGitHub },
      ]) {
        const response = await authedRequest(testApp, user, '/unlink-account', { body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await readJson(response)).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Account not found' });
      }
      expect((await accountIds(stranger)).sort()).toEqual(['credential', 'github']);
      expect((await accountIds(user)).sort()).toEqual(['credential', 'github']);
    });

    it('needs a fresh session', async () => {
      const user = await createUser(testApp);
      await linkGitHub(user);
      await ageSession(testApp, user, 25 * hour);
      const response = await authedRequest(testApp, user, '/unlink-account', {
        body: { providerId: 'github' },
      });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 'SESSION_NOT_FRESH',
        message: 'Session is not fresh',
      });
      expect((await accountIds(user)).sort()).toEqual(['credential', 'github']);
    });
  });

  describe('get-access-token and refresh-token', () => {
    it('returns the stored access token while it is valid, by provider or by account id', async () => {
      const calls = fakeGitHub();
      const user = await createUser(testApp);
      const id = await linkGitHub(user, { idToken: 'github-id-token' });
      for (const body of [{ providerId: 'github' }, { accountId: id }]) {
        const response = await authedRequest(testApp, user, '/get-access-token', { body });
        expect(response.status).toBe(200);
        const tokens = await readJson(response);
        expect(tokens).toEqual({
          accessToken: 'gho_live',
          accessTokenExpiresAt: expect.any(String),
          scopes: ['read:user', 'user:email'],
          idToken: 'github-id-token',
        });
      }
      expect(calls).toEqual([]);
    });

    it('refreshes an access token about to expire (under 5 s) with the refresh token', async () => {
      const calls = fakeGitHub();
      const user = await createUser(testApp);
      await linkGitHub(user, {
        accessToken: 'gho_expiring',
        accessTokenExpiresAt: new Date(Date.now() + 3_000),
      });
      const response = await authedRequest(testApp, user, '/get-access-token', {
        body: { providerId: 'github' },
      });
      expect(response.status).toBe(200);
      expect((await readJson(response)).accessToken).toBe('gho_refreshed');
      expect(calls).toHaveLength(1);
      const form = new URLSearchParams(calls[0]?.body);
      expect(form.get('grant_type')).toBe('refresh_token');
      expect(form.get('refresh_token')).toBe('ghr_refresh');
      const [stored] = await testApp.database.db
        .select()
        .from(schema.account)
        .where(eq(schema.account.providerId, 'github'))
        .then((rows) => rows.filter((row) => row.userId === user.user.id));
      expect(stored).toMatchObject({ accessToken: 'gho_refreshed', refreshToken: 'ghr_rotated' });
    });

    it('refresh-token exchanges the refresh token on demand', async () => {
      const calls = fakeGitHub();
      const user = await createUser(testApp);
      await linkGitHub(user);
      const response = await authedRequest(testApp, user, '/refresh-token', {
        body: { providerId: 'github' },
      });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toMatchObject({
        accessToken: 'gho_refreshed',
        refreshToken: 'ghr_rotated',
        providerId: 'github',
      });
      expect(new URLSearchParams(calls[0]?.body).get('grant_type')).toBe('refresh_token');
    });

    it('refresh-token without a stored refresh token answers REFRESH_TOKEN_NOT_FOUND', async () => {
      fakeGitHub();
      const user = await createUser(testApp);
      await linkGitHub(user, { refreshToken: null });
      const response = await authedRequest(testApp, user, '/refresh-token', {
        body: { providerId: 'github' },
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        code: 'REFRESH_TOKEN_NOT_FOUND',
        message: 'Refresh token not found',
      });
    });

    it('gives a credential-only user the right errors', async () => {
      const user = await createUser(testApp);
      for (const path of ['/get-access-token', '/refresh-token']) {
        const credential = await authedRequest(testApp, user, path, { body: { providerId: 'credential' } });
        expect(credential.status, path).toBe(400);
        expect(await readJson(credential)).toEqual({
          code: 'PROVIDER_NOT_SUPPORTED',
          message: 'Provider credential is not supported.',
        });
        const notLinked = await authedRequest(testApp, user, path, { body: { providerId: 'github' } });
        expect(notLinked.status, path).toBe(400);
        expect(await readJson(notLinked)).toEqual({
          code: 'ACCOUNT_NOT_FOUND',
          message: 'Account not found',
        });
      }
    });

    it('answers 401 without a session, even when a userId is given over HTTP', async () => {
      const user = await createUser(testApp);
      await linkGitHub(user);
      for (const path of ['/get-access-token', '/refresh-token']) {
        const response = await authRequest(testApp, path, {
          body: { providerId: 'github', userId: user.user.id },
        });
        expect(response.status, path).toBe(401);
      }
    });

    it('accepts a userId from the server, without a session', async () => {
      fakeGitHub();
      const user = await createUser(testApp);
      const id = await linkGitHub(user);
      const tokens = await testApp.services.auth.api.getAccessToken({
        body: { accountId: id, userId: user.user.id },
      });
      expect(tokens.accessToken).toBe('gho_live');
      // The spec's form, by provider, goes through the same translation on the server.
      const bySpec = await testApp.services.auth.api.getAccessToken({
        body: { providerId: 'github', userId: user.user.id } as unknown as {
          accountId: string;
          userId: string;
        },
      });
      expect(bySpec.accessToken).toBe('gho_live');
    });
  });

  describe('account-info', () => {
    it('reads the provider’s profile, by GET ?accountId and by the spec’s POST {accountId}, of either id', async () => {
      const calls = fakeGitHub();
      const user = await createUser(testApp);
      const id = await linkGitHub(user);
      const expected = {
        user: {
          name: githubProfile.name,
          email: githubProfile.email,
          image: githubProfile.avatar_url,
          emailVerified: true,
        },
        data: githubProfile,
      };
      const byGet = await authedRequest(testApp, user, '/account-info', { query: { accountId: id } });
      expect(byGet.status).toBe(200);
      expect(await readJson(byGet)).toMatchObject(expected);

      const byPost = await authedRequest(testApp, user, '/account-info', { body: { accountId: id } });
      expect(byPost.status).toBe(200);
      expect(await readJson(byPost)).toMatchObject(expected);

      // The provider's accountId, as list-accounts shows it next to the account's own id.
      const listed = await readJson(await authedRequest(testApp, user, '/list-accounts'));
      const github = listed.find((account: { id: string }) => account.id === id);
      expect(github.accountId).toBe(String(githubProfile.id));
      const byProviderId = await authedRequest(testApp, user, '/account-info', {
        body: { accountId: github.accountId },
      });
      expect(byProviderId.status).toBe(200);
      expect(await readJson(byProviderId)).toMatchObject(expected);
      expect(calls.filter((call) => call.url === 'https://api.github.com/user')).toHaveLength(3);
      expect(calls.every((call) => call.authorization === 'Bearer gho_live')).toBe(true);
    });

    it('refuses the credential account, another user’s account by either id, and a caller without a session', async () => {
      fakeGitHub();
      const user = await createUser(testApp);
      const [credential] = await readJson(await authedRequest(testApp, user, '/list-accounts'));
      const stranger = await createUser(testApp);
      const strangersGitHub = await linkGitHub(stranger);

      for (const method of ['GET', 'POST'] as const) {
        const send = (accountId: string, session?: AuthSession) =>
          authRequest(testApp, '/account-info', {
            ...(session ? { session } : {}),
            ...(method === 'GET' ? { query: { accountId } } : { body: { accountId } }),
          });
        const ofCredential = await send(credential.id, user);
        expect(ofCredential.status, method).toBe(400);
        expect(await readJson(ofCredential)).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });

        for (const accountId of [strangersGitHub, String(githubProfile.id)]) {
          const ofStranger = await send(accountId, user);
          expect(ofStranger.status, `${method} ${accountId}`).toBe(400);
          expect(await readJson(ofStranger)).toEqual({
            code: 'ACCOUNT_NOT_FOUND',
            message: 'Account not found',
          });
        }

        expect((await send(strangersGitHub)).status, method).toBe(401);
      }
    });
  });
});
