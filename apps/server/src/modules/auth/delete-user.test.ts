import { schema } from '@madabook/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthSession,
  ageSession,
  apiLink,
  authedRequest,
  authRequest,
  createUser,
  currentSession,
  findUserRow,
  followLink,
  mailsTo,
  receiveMail,
  redirectOf,
  setCookie,
  signIn,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60 * 1000;
const deletionMail = (mail: { subject: string }) =>
  mail.subject === 'Confirmez la suppression de votre compte';

describe('delete-user', () => {
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

  const deleteTokens = () =>
    testApp.database.db
      .select()
      .from(schema.verification)
      .where(like(schema.verification.identifier, 'delete-account-%'));

  async function expectDeleted(user: AuthSession) {
    expect(await findUserRow(testApp, user.user.email)).toBeUndefined();
    expect(await currentSession(testApp, user)).toBeNull();
    const sessions = await testApp.database.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, user.user.id));
    expect(sessions).toEqual([]);
    const accounts = await testApp.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, user.user.id));
    expect(accounts).toEqual([]);
  }

  /** A stale session asks for deletion without a password: the link comes by mail. */
  async function requestByMail(user: AuthSession, callbackURL = '/goodbye') {
    await ageSession(testApp, user, 2 * day);
    const response = await authedRequest(testApp, user, '/delete-user', { body: { callbackURL } });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Verification email sent' });
    expect(await findUserRow(testApp, user.user.email)).toBeDefined();
    const mail = await receiveMail(testApp, inbox, user.user.email, deletionMail);
    inbox.received.splice(inbox.received.indexOf(mail), 1);
    const link = apiLink(mail);
    expect(link).toMatch(/^\/api\/auth\/delete-user\/callback\?token=[0-9a-z]{32}&callbackURL=/);
    return link;
  }

  it('deletes at once with the right password, even from an old session', async () => {
    const user = await createUser(testApp);
    const otherDevice = await signIn(testApp, { email: user.user.email, password: user.password });
    await ageSession(testApp, user, 2 * day);
    const response = await authedRequest(testApp, user, '/delete-user', {
      via: 'cookie',
      body: { password: user.password },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'User deleted' });
    expect(setCookie(response, 'better-auth.session_token')).toMatch(/Max-Age=0/i);
    await expectDeleted(user);
    expect(await currentSession(testApp, otherDevice)).toBeNull();
    await testApp.services.mailWorker.processDue();
    expect(mailsTo(inbox, user.user.email).filter(deletionMail)).toEqual([]);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const user = await createUser(testApp);
    const response = await authedRequest(testApp, user, '/delete-user', {
      body: { password: 'not-my-password' },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect(await findUserRow(testApp, user.user.email)).toBeDefined();
  });

  it('deletes at once from a fresh session without a password', async () => {
    const user = await createUser(testApp);
    await ageSession(testApp, user, day - 60_000);
    const response = await authedRequest(testApp, user, '/delete-user', { body: {} });
    expect(await readJson(response)).toEqual({ success: true, message: 'User deleted' });
    await expectDeleted(user);
  });

  it('otherwise mails a link valid 86400 s; following it with the session deletes and redirects', async () => {
    const user = await createUser(testApp);
    const link = await requestByMail(user);
    const [token] = (await deleteTokens()).filter((row) => row.value === user.user.id);
    const lifetime = (token?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(day - 60_000);
    expect(lifetime).toBeLessThanOrEqual(day);

    // The link needs the user's session: opened elsewhere it deletes nothing.
    const withoutSession = await followLink(testApp, link);
    expect(withoutSession.status).toBe(404);
    expect(await readJson(withoutSession)).toMatchObject({ code: 'FAILED_TO_GET_USER_INFO' });
    expect(await findUserRow(testApp, user.user.email)).toBeDefined();

    const followed = await followLink(testApp, link, { session: user, via: 'cookie' });
    expect(followed.status).toBe(302);
    expect(redirectOf(testApp, followed).toString()).toBe(`${testApp.config.appUrl}/goodbye`);
    await expectDeleted(user);
    expect((await deleteTokens()).filter((row) => row.value === user.user.id)).toEqual([]);
  });

  it('accepts the mailed token in POST /delete-user', async () => {
    const user = await createUser(testApp);
    const link = await requestByMail(user);
    const token = new URL(link, testApp.config.appUrl).searchParams.get('token');
    const response = await authedRequest(testApp, user, '/delete-user', { body: { token } });
    expect(await readJson(response)).toEqual({ success: true, message: 'User deleted' });
    await expectDeleted(user);
  });

  it('refuses the link of another user, and a link past its 86400 s', async () => {
    const user = await createUser(testApp);
    const intruder = await createUser(testApp);
    const link = await requestByMail(user);
    const stolen = await followLink(testApp, link, { session: intruder });
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await findUserRow(testApp, user.user.email)).toBeDefined();
    expect(await findUserRow(testApp, intruder.user.email)).toBeDefined();

    const late = await createUser(testApp);
    const lateLink = await requestByMail(late);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + day + 1_000);
    const expired = await followLink(testApp, lateLink, { session: late });
    expect(expired.status).toBe(404);
    expect(await readJson(expired)).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await findUserRow(testApp, late.user.email)).toBeDefined();
  });

  it('needs a session', async () => {
    const response = await authRequest(testApp, '/delete-user', { body: {} });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
