import { schema } from '@madabook/db';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiLink,
  authRequest,
  createUser,
  currentSession,
  defaultPassword,
  findUserRow,
  followLink,
  mailsTo,
  markEmailVerified,
  receiveMail,
  redirectOf,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

const verificationMail = (mail: { subject: string }) => mail.subject === 'Confirmez votre adresse e-mail';

describe('email verification', () => {
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

  const secret = async () => (await testApp.services.auth.$context).secret;

  it('mails a link at sign-up; following it verifies the address and goes to the callbackURL', async () => {
    const email = uniqueEmail('verify');
    const response = await signUp(testApp, {
      email,
      password: defaultPassword,
      callbackURL: '/login?welcome=1',
    });
    expect(response.status).toBe(200);

    const mail = await receiveMail(testApp, inbox, email, verificationMail);
    expect(mail.links[0]?.startsWith(`${testApp.config.appUrl}/api/auth/verify-email?token=`)).toBe(true);
    const link = apiLink(mail);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Flogin%3Fwelcome%3D1$/);
    expect(mail.text).toContain('valable 1 heure');

    const followed = await followLink(testApp, link);
    expect(followed.status).toBe(302);
    expect(redirectOf(testApp, followed).toString()).toBe(`${testApp.config.appUrl}/login?welcome=1`);
    // autoSignInAfterVerification: the link also signs the user in.
    expect(followed.headers.get('set-auth-token')).toBeTruthy();
    expect((await findUserRow(testApp, email))?.emailVerified).toBe(true);

    // A second click is harmless: already verified, straight to the callback.
    const again = await followLink(testApp, link);
    expect(again.status).toBe(302);
    expect(redirectOf(testApp, again).searchParams.get('error')).toBeNull();
  });

  it('answers {status, user} as JSON when the link has no callbackURL', async () => {
    const user = await createUser(testApp);
    const token = await createEmailVerificationToken(await secret(), user.user.email, undefined, 3600, {
      userId: user.user.id,
    });
    const response = await followLink(testApp, `/api/auth/verify-email?token=${token}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: true, user: null });
    expect((await currentSession(testApp, user)).user.emailVerified).toBe(true);
  });

  it('writes to the user in their language', async () => {
    const email = uniqueEmail('english');
    const response = await signUp(testApp, { email, password: defaultPassword, language: 'en' });
    expect(response.status).toBe(200);
    const mail = await receiveMail(testApp, inbox, email);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('valid for 1 hour');
  });

  describe('send-verification-email', () => {
    it('sends a new link to the caller’s own unverified address', async () => {
      const user = await createUser(testApp);
      const response = await authRequest(testApp, '/send-verification-email', {
        session: user,
        body: { email: user.user.email, callbackURL: '/account' },
      });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ status: true });
      const mail = await receiveMail(testApp, inbox, user.user.email, (received) =>
        received.text.includes('callbackURL=%2Faccount'),
      );
      const link = apiLink(mail);
      const followed = await followLink(testApp, link);
      expect(redirectOf(testApp, followed).pathname).toBe('/account');
      expect((await findUserRow(testApp, user.user.email))?.emailVerified).toBe(true);
    });

    it('refuses another address than the caller’s, and an address already verified', async () => {
      const user = await createUser(testApp);
      const other = await createUser(testApp);
      const mismatch = await authRequest(testApp, '/send-verification-email', {
        session: user,
        body: { email: other.user.email },
      });
      expect(mismatch.status).toBe(400);
      expect(await readJson(mismatch)).toEqual({ code: 'EMAIL_MISMATCH', message: 'Email mismatch' });

      await markEmailVerified(testApp, user.user.email);
      const verified = await authRequest(testApp, '/send-verification-email', {
        session: user,
        body: { email: user.user.email },
      });
      expect(verified.status).toBe(400);
      expect(await readJson(verified)).toEqual({
        code: 'EMAIL_ALREADY_VERIFIED',
        message: 'Email is already verified',
      });
      await testApp.services.mailWorker.processDue();
      expect(mailsTo(inbox, other.user.email)).toHaveLength(1); // its own sign-up mail only
    });

    it('answers status true for an unknown address without sending anything, and refuses an invalid one', async () => {
      const unknown = uniqueEmail('unknown');
      const response = await authRequest(testApp, '/send-verification-email', { body: { email: unknown } });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ status: true });
      const outbox = await testApp.database.db
        .select()
        .from(schema.mailMessage)
        .where(eq(schema.mailMessage.to, unknown));
      expect(outbox).toEqual([]);

      const invalid = await authRequest(testApp, '/send-verification-email', { body: { email: 'nope' } });
      expect(invalid.status).toBe(400);
      expect(await readJson(invalid)).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });

  describe('verify-email failures', () => {
    it('TOKEN_EXPIRED after the 3600 s lifetime: a redirect with the code, or 401 without a callbackURL', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = await createUser(testApp);
      const mail = await receiveMail(testApp, inbox, user.user.email, verificationMail);
      const link = apiLink(mail);

      vi.setSystemTime(Date.now() + 3599_000);
      const stillValid = await createEmailVerificationToken(await secret(), user.user.email, undefined, 3600);
      expect(stillValid).toBeTruthy();

      vi.setSystemTime(Date.now() + 2_000); // 3601 s after the mail
      const expired = await followLink(testApp, link);
      expect(expired.status).toBe(302);
      const target = redirectOf(testApp, expired);
      expect(target.pathname).toBe('/');
      expect(target.searchParams.get('error')).toBe('TOKEN_EXPIRED');

      const token = new URL(link, testApp.config.appUrl).searchParams.get('token');
      const asJson = await followLink(testApp, `/api/auth/verify-email?token=${token}`);
      expect(asJson.status).toBe(401);
      expect(await readJson(asJson)).toEqual({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
      expect((await findUserRow(testApp, user.user.email))?.emailVerified).toBe(false);
    });

    it('a link used within its lifetime still works just before it ends', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = await createUser(testApp);
      const mail = await receiveMail(testApp, inbox, user.user.email, verificationMail);
      vi.setSystemTime(Date.now() + 3590_000);
      const followed = await followLink(testApp, apiLink(mail));
      expect(redirectOf(testApp, followed).searchParams.get('error')).toBeNull();
      expect((await findUserRow(testApp, user.user.email))?.emailVerified).toBe(true);
    });

    it('INVALID_TOKEN for a forged or tampered token', async () => {
      const forged = await followLink(testApp, '/api/auth/verify-email?token=not-a-jwt&callbackURL=%2Flogin');
      expect(redirectOf(testApp, forged).toString()).toBe(
        `${testApp.config.appUrl}/login?error=INVALID_TOKEN`,
      );

      const signedElsewhere = await createEmailVerificationToken(
        'another-secret-of-32-characters!!',
        'a@b.mg',
      );
      const wrongKey = await followLink(testApp, `/api/auth/verify-email?token=${signedElsewhere}`);
      expect(wrongKey.status).toBe(401);
      expect(await readJson(wrongKey)).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    });

    it('INVALID_TOKEN when the token names another user than the address’s owner', async () => {
      const user = await createUser(testApp);
      const other = await createUser(testApp);
      const token = await createEmailVerificationToken(await secret(), user.user.email, undefined, 3600, {
        userId: other.user.id,
      });
      const response = await followLink(testApp, `/api/auth/verify-email?token=${token}`);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await findUserRow(testApp, user.user.email))?.emailVerified).toBe(false);
    });

    it('USER_NOT_FOUND when the address no longer belongs to anyone', async () => {
      const email = uniqueEmail('gone');
      await signUp(testApp, { email, password: defaultPassword });
      const mail = await receiveMail(testApp, inbox, email, verificationMail);
      await testApp.database.db.delete(schema.user).where(eq(schema.user.email, email));

      const followed = await followLink(testApp, apiLink(mail));
      expect(followed.status).toBe(302);
      expect(redirectOf(testApp, followed).searchParams.get('error')).toBe('USER_NOT_FOUND');
    });

    it('INVALID_USER when an email-change link is opened in another user’s session', async () => {
      const owner = await createUser(testApp);
      const intruder = await createUser(testApp);
      const newEmail = uniqueEmail('moved');
      const token = await createEmailVerificationToken(await secret(), owner.user.email, newEmail, 3600, {
        userId: owner.user.id,
      });
      const response = await followLink(testApp, `/api/auth/verify-email?token=${token}&callbackURL=%2F`, {
        session: intruder,
      });
      expect(response.status).toBe(302);
      expect(redirectOf(testApp, response).searchParams.get('error')).toBe('INVALID_USER');
      expect((await findUserRow(testApp, owner.user.email))?.email).toBe(owner.user.email);

      const asJson = await followLink(testApp, `/api/auth/verify-email?token=${token}`, {
        session: intruder,
      });
      expect(asJson.status).toBe(401);
      expect(await readJson(asJson)).toEqual({ code: 'INVALID_USER', message: 'Invalid user' });
    });
  });
});
