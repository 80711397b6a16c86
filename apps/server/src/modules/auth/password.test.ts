import { schema } from '@madabook/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthSession,
  apiLink,
  authedRequest,
  authRequest,
  createUser,
  currentSession,
  defaultPassword,
  followLink,
  mailsTo,
  receiveMail,
  redirectOf,
  signIn,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

const resetMessage = 'If this email exists in our system, check your email for the reset link';
const resetMail = (mail: { subject: string }) => mail.subject === 'Réinitialisez votre mot de passe';

describe('passwords', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, inbox, close: closeApp } = await createTestAppWithInbox());
  });
  afterAll(() => closeApp());
  afterEach(() => {
    vi.useRealTimers();
  });

  const resetRows = (userId: string) =>
    testApp.database.db
      .select()
      .from(schema.verification)
      .where(
        and(like(schema.verification.identifier, 'reset-password:%'), eq(schema.verification.value, userId)),
      );

  const signInStatus = async (email: string, password: string) =>
    (await authRequest(testApp, '/sign-in/email', { body: { email, password } })).status;

  /** Asks for a reset and returns the token from the mail's link, after following it. */
  async function requestReset(user: AuthSession, path = '/request-password-reset') {
    const redirectTo = `${testApp.config.appUrl}/reset-password`;
    const response = await authRequest(testApp, path, { body: { email: user.user.email, redirectTo } });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true, message: resetMessage });
    const mail = await receiveMail(testApp, inbox, user.user.email, resetMail);
    inbox.received.splice(inbox.received.indexOf(mail), 1);
    const link = apiLink(mail);
    expect(link).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]{24}\?callbackURL=/);
    return { link, token: link.split('/')[4]?.split('?')[0] ?? '' };
  }

  describe('request-password-reset and forget-password', () => {
    for (const path of ['/request-password-reset', '/forget-password']) {
      it(`${path}: mails a link that leads to the web page with the token, then resets once`, async () => {
        const user = await createUser(testApp);
        const otherDevice = await signIn(testApp, { email: user.user.email, password: user.password });
        const { link, token } = await requestReset(user, path);

        const [row] = await resetRows(user.user.id);
        const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
        expect(lifetime).toBeGreaterThan(3590_000);
        expect(lifetime).toBeLessThanOrEqual(3600_000);

        const followed = await followLink(testApp, link);
        expect(followed.status).toBe(302);
        const target = redirectOf(testApp, followed);
        expect(`${target.origin}${target.pathname}`).toBe(`${testApp.config.appUrl}/reset-password`);
        expect(target.searchParams.get('token')).toBe(token);

        const reset = await authRequest(testApp, '/reset-password', {
          body: { newPassword: 'a-brand-new-password', token },
        });
        expect(reset.status).toBe(200);
        expect(await readJson(reset)).toEqual({ status: true });

        expect(await signInStatus(user.user.email, user.password)).toBe(401);
        expect(await signInStatus(user.user.email, 'a-brand-new-password')).toBe(200);
        // Every session opened before the reset is closed.
        expect(await currentSession(testApp, user)).toBeNull();
        expect(await currentSession(testApp, otherDevice)).toBeNull();
        // The token is deleted: single use.
        expect(await resetRows(user.user.id)).toEqual([]);
        const again = await authRequest(testApp, '/reset-password', {
          body: { newPassword: 'yet-another-password', token },
        });
        expect(again.status).toBe(400);
        expect(await readJson(again)).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
        const linkAgain = await followLink(testApp, link);
        expect(redirectOf(testApp, linkAgain).searchParams.get('error')).toBe('INVALID_TOKEN');
        expect(await signInStatus(user.user.email, 'a-brand-new-password')).toBe(200);
      });

      it(`${path}: answers an unknown email with the same success message and sends nothing`, async () => {
        const unknown = uniqueEmail('nobody');
        const response = await authRequest(testApp, path, { body: { email: unknown } });
        expect(response.status).toBe(200);
        expect(await readJson(response)).toEqual({ status: true, message: resetMessage });
        await testApp.services.mailWorker.processDue();
        expect(mailsTo(inbox, unknown)).toEqual([]);
        const outbox = await testApp.database.db
          .select()
          .from(schema.mailMessage)
          .where(eq(schema.mailMessage.to, unknown));
        expect(outbox).toEqual([]);
      });
    }

    it('takes the token in the query as well as in the body', async () => {
      const user = await createUser(testApp);
      const { token } = await requestReset(user);
      const reset = await authRequest(testApp, '/reset-password', {
        body: { newPassword: 'by-query-password' },
        query: { token },
      });
      expect(reset.status).toBe(200);
      expect(await signInStatus(user.user.email, 'by-query-password')).toBe(200);
    });

    it('keeps the token when the new password is refused for its length', async () => {
      const user = await createUser(testApp);
      const { token } = await requestReset(user);
      const short = await authRequest(testApp, '/reset-password', { body: { newPassword: 'short', token } });
      expect(short.status).toBe(400);
      expect(await readJson(short)).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      const long = await authRequest(testApp, '/reset-password', {
        body: { newPassword: 'x'.repeat(129), token },
      });
      expect(await readJson(long)).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
      expect(await resetRows(user.user.id)).toHaveLength(1);
      const ok = await authRequest(testApp, '/reset-password', {
        body: { newPassword: 'long-enough', token },
      });
      expect(ok.status).toBe(200);
    });

    it('refuses the token once its 3600 s are over', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = await createUser(testApp);
      const { link, token } = await requestReset(user);

      vi.setSystemTime(Date.now() + 3601_000);
      const followed = await followLink(testApp, link);
      expect(followed.status).toBe(302);
      const target = redirectOf(testApp, followed);
      expect(target.pathname).toBe('/reset-password');
      expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
      expect(target.searchParams.get('token')).toBeNull();

      const reset = await authRequest(testApp, '/reset-password', {
        body: { newPassword: 'too-late-now', token },
      });
      expect(reset.status).toBe(400);
      expect(await readJson(reset)).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(await signInStatus(user.user.email, user.password)).toBe(200);
    });

    it('redirects an unknown token to the callbackURL with error=INVALID_TOKEN', async () => {
      const response = await followLink(
        testApp,
        `/api/auth/reset-password/${'x'.repeat(24)}?callbackURL=${encodeURIComponent('/reset-password')}`,
      );
      expect(response.status).toBe(302);
      expect(redirectOf(testApp, response).toString()).toBe(
        `${testApp.config.appUrl}/reset-password?error=INVALID_TOKEN`,
      );
    });

    it('gives a working link even when the client sends no redirectTo', async () => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/request-password-reset', {
        body: { email: user.user.email },
      });
      expect(response.status).toBe(200);
      const mail = await receiveMail(testApp, inbox, user.user.email, resetMail);
      inbox.received.splice(inbox.received.indexOf(mail), 1);
      const followed = await followLink(testApp, apiLink(mail));
      expect(followed.status).toBe(302);
      const target = redirectOf(testApp, followed);
      expect(`${target.origin}${target.pathname}`).toBe(`${testApp.config.appUrl}/reset-password`);
      expect(target.searchParams.get('error')).toBeNull();
      expect(target.searchParams.get('token')).toMatch(/^[A-Za-z0-9]{24}$/);
    });
  });

  describe('change-password', () => {
    it('changes the password when the current one matches, keeping the other sessions by default', async () => {
      const user = await createUser(testApp);
      const otherDevice = await signIn(testApp, { email: user.user.email, password: user.password });
      const response = await authedRequest(testApp, user, '/change-password', {
        body: { currentPassword: user.password, newPassword: 'changed-password-1' },
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({ token: null, user: { id: user.user.id, email: user.user.email } });
      expect(await signInStatus(user.user.email, user.password)).toBe(401);
      expect(await signInStatus(user.user.email, 'changed-password-1')).toBe(200);
      expect(await currentSession(testApp, otherDevice)).not.toBeNull();
      expect(await currentSession(testApp, user)).not.toBeNull();
    });

    it('with revokeOtherSessions, closes every other session and hands back a new token', async () => {
      const user = await createUser(testApp);
      const otherDevice = await signIn(testApp, { email: user.user.email, password: user.password });
      const response = await authedRequest(testApp, user, '/change-password', {
        body: {
          currentPassword: user.password,
          newPassword: 'changed-password-2',
          revokeOtherSessions: true,
        },
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.token).toEqual(expect.any(String));
      const renewed = { ...user, token: response.headers.get('set-auth-token') ?? '' };
      expect(renewed.token).toBeTruthy();
      expect(await currentSession(testApp, otherDevice)).toBeNull();
      expect(await currentSession(testApp, user)).toBeNull();
      expect((await currentSession(testApp, renewed)).user.id).toBe(user.user.id);
    });

    it('refuses a wrong current password, a bad new one, and a caller without a session', async () => {
      const user = await createUser(testApp);
      const wrong = await authedRequest(testApp, user, '/change-password', {
        body: { currentPassword: 'not-my-password', newPassword: 'changed-password-3' },
      });
      expect(wrong.status).toBe(400);
      expect(await readJson(wrong)).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });

      const short = await authedRequest(testApp, user, '/change-password', {
        body: { currentPassword: user.password, newPassword: 'short' },
      });
      expect(short.status).toBe(400);
      expect(await readJson(short)).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

      const anonymous = await authRequest(testApp, '/change-password', {
        body: { currentPassword: user.password, newPassword: 'changed-password-3' },
      });
      expect(anonymous.status).toBe(401);
      expect(await readJson(anonymous)).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await signInStatus(user.user.email, user.password)).toBe(200);
    });

    it('refuses a user without a credential account', async () => {
      const user = await passwordlessUser();
      const response = await authedRequest(testApp, user, '/change-password', {
        body: { currentPassword: 'anything-at-all', newPassword: 'changed-password-4' },
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        code: 'CREDENTIAL_ACCOUNT_NOT_FOUND',
        message: 'Credential account not found',
      });
    });
  });

  describe('set-password', () => {
    it('is not reachable over HTTP', async () => {
      const user = await passwordlessUser();
      const response = await authedRequest(testApp, user, '/set-password', {
        body: { newPassword: 'server-only-password' },
      });
      expect(response.status).toBe(404);
    });

    it('sets a first password from the server, and refuses when the user already has one', async () => {
      const user = await passwordlessUser();
      const headers = new Headers({ authorization: `Bearer ${user.token}` });
      const set = await testApp.services.transactions.withAuthTransaction(() =>
        testApp.services.auth.api.setPassword({ body: { newPassword: 'server-set-password' }, headers }),
      );
      expect(set).toEqual({ status: true });
      expect(await signInStatus(user.user.email, 'server-set-password')).toBe(200);

      const again = testApp.services.transactions.withAuthTransaction(() =>
        testApp.services.auth.api.setPassword({ body: { newPassword: 'another-password' }, headers }),
      );
      await expect(again).rejects.toMatchObject({
        statusCode: 400,
        body: { code: 'PASSWORD_ALREADY_SET', message: 'User already has a password set' },
      });
      expect(await signInStatus(user.user.email, 'server-set-password')).toBe(200);
    });
  });

  /** A user who signed in without a password (as after a social sign-in), with a session. */
  async function passwordlessUser(): Promise<AuthSession> {
    const email = uniqueEmail('social');
    const context = await testApp.services.auth.$context;
    const { user: created } = await context.internalAdapter.createOAuthUser(
      { email, name: email, emailVerified: true },
      { providerId: 'github', accountId: `gh-${email}` },
    );
    const session = await context.internalAdapter.createSession(created.id);
    return { token: session.token, cookie: '', user: { id: created.id, email } };
  }

  it('never stores a password in clear', async () => {
    const user = await createUser(testApp, { password: defaultPassword });
    const [account] = await testApp.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, user.user.id));
    expect(account?.password).not.toContain(defaultPassword);
  });
});
