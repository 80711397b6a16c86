import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  apiLink,
  authedRequest,
  authRequest,
  createUser,
  currentSession,
  findUserRow,
  followLink,
  mailsTo,
  mergeCookies,
  receiveMail,
  redirectOf,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

describe('change-email', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, inbox, close: closeApp } = await createTestAppWithInbox());
  });
  afterAll(() => closeApp());

  const signInStatus = async (email: string, password: string) =>
    (await authRequest(testApp, '/sign-in/email', { body: { email, password } })).status;

  /** Changes the email, checks everything the spec says happens at once, and returns the mailed link. */
  async function changeEmail(user: AuthSession & { password: string }, via: 'bearer' | 'cookie') {
    const oldEmail = user.user.email;
    const newEmail = uniqueEmail('Moved').replace('moved', 'MoVeD');
    await testApp.services.mailWorker.processDue();
    const oldMails = mailsTo(inbox, oldEmail).length;

    const response = await authedRequest(testApp, user, '/change-email', {
      via,
      body: { newEmail, callbackURL: '/account?email=confirmed' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true });
    const lowered = newEmail.toLowerCase();

    // At once: the new address, unverified, for the session and in the database.
    expect((await findUserRow(testApp, lowered))?.emailVerified).toBe(false);
    expect(await findUserRow(testApp, oldEmail)).toBeUndefined();
    expect((await currentSession(testApp, user)).user).toMatchObject({
      email: lowered,
      emailVerified: false,
    });
    // The browser's cached session says so too.
    const browser = { ...user, cookie: mergeCookies(user.cookie, response) };
    const cached = await readJson(
      await authRequest(testApp, '/get-session', { session: browser, via: 'cookie' }),
    );
    expect(cached.user).toMatchObject({ email: lowered, emailVerified: false });

    expect(await signInStatus(lowered, user.password)).toBe(200);
    expect(await signInStatus(oldEmail, user.password)).toBe(401);

    // A verification goes to the new address, nothing to the old one.
    const mail = await receiveMail(testApp, inbox, lowered);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(mail.text).toContain(`Confirmez que ${lowered} est bien la nouvelle adresse`);
    expect(mailsTo(inbox, oldEmail)).toHaveLength(oldMails);
    return { newEmail: lowered, link: apiLink(mail) };
  }

  for (const via of ['bearer', 'cookie'] as const) {
    it(`changes a verified user's email at once, unverified, and the mailed link verifies it (${via})`, async () => {
      const user = await createUser(testApp, { verified: true });
      expect((await currentSession(testApp, user)).user.emailVerified).toBe(true);
      const { newEmail, link } = await changeEmail(user, via);

      const followed = await followLink(testApp, link);
      expect(followed.status).toBe(302);
      const target = redirectOf(testApp, followed);
      expect(target.pathname).toBe('/account');
      expect(target.searchParams.get('email')).toBe('confirmed');
      expect((await findUserRow(testApp, newEmail))?.emailVerified).toBe(true);
      expect((await currentSession(testApp, user)).user).toMatchObject({
        email: newEmail,
        emailVerified: true,
      });
    });
  }

  it('changes an unverified user’s email the same way', async () => {
    const user = await createUser(testApp);
    const { newEmail, link } = await changeEmail(user, 'bearer');
    await followLink(testApp, link);
    expect((await findUserRow(testApp, newEmail))?.emailVerified).toBe(true);
  });

  it('invalidates the link of an earlier change once the email changed again', async () => {
    const user = await createUser(testApp, { verified: true });
    const first = await changeEmail(user, 'bearer');
    const second = await changeEmail(user, 'bearer');
    const stale = await followLink(testApp, first.link);
    expect(redirectOf(testApp, stale).searchParams.get('error')).toBe('USER_NOT_FOUND');
    expect((await findUserRow(testApp, second.newEmail))?.emailVerified).toBe(false);
  });

  it('refuses the same email ("Email is the same"), whatever its case', async () => {
    const user = await createUser(testApp, { verified: true });
    const response = await authedRequest(testApp, user, '/change-email', {
      body: { newEmail: user.user.email.toUpperCase() },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message: 'Email is the same' });
    expect((await findUserRow(testApp, user.user.email))?.emailVerified).toBe(true);
  });

  it('refuses an address already taken with COULDNT_UPDATE_EMAIL, changing nothing', async () => {
    const user = await createUser(testApp, { verified: true });
    const other = await createUser(testApp);
    await testApp.services.mailWorker.processDue();
    const otherMails = mailsTo(inbox, other.user.email).length;

    const response = await authedRequest(testApp, user, '/change-email', {
      body: { newEmail: other.user.email.toUpperCase() },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      code: 'COULDNT_UPDATE_EMAIL',
      message: "Couldn't update your email",
    });
    expect(await findUserRow(testApp, user.user.email)).toMatchObject({ emailVerified: true });
    expect((await findUserRow(testApp, other.user.email))?.id).toBe(other.user.id);
    await testApp.services.mailWorker.processDue();
    expect(mailsTo(inbox, other.user.email)).toHaveLength(otherMails);
  });

  it('needs a session and a valid email', async () => {
    const anonymous = await authRequest(testApp, '/change-email', { body: { newEmail: uniqueEmail() } });
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous)).toMatchObject({ code: 'UNAUTHORIZED' });

    const user = await createUser(testApp, { verified: true });
    for (const newEmail of ['nope', 'two@example.mg words', 42]) {
      const invalid = await authedRequest(testApp, user, '/change-email', { body: { newEmail } });
      expect(invalid.status).toBe(400);
      expect(await readJson(invalid)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // A refused request changes nothing: the address stays verified.
    expect(await findUserRow(testApp, user.user.email)).toMatchObject({ emailVerified: true });
  });
});
