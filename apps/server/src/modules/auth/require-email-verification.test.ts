import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  apiLink,
  authRequest,
  currentSession,
  defaultPassword,
  findUserRow,
  followLink,
  mailsTo,
  receiveMail,
  redirectOf,
  sessionFrom,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

describe('REQUIRE_EMAIL_VERIFICATION', () => {
  it('defaults to on in production and off in development and test', () => {
    const secret = 'a-production-secret-of-at-least-32-characters';
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret }).auth.requireEmailVerification,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).auth.requireEmailVerification).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).auth.requireEmailVerification).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, REQUIRE_EMAIL_VERIFICATION: 'false' })
        .auth.requireEmailVerification,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', REQUIRE_EMAIL_VERIFICATION: 'true' }).auth
        .requireEmailVerification,
    ).toBe(true);
  });

  describe('when on', () => {
    let inbox: SmtpInbox;
    let testApp: TestApp;
    let closeApp: () => Promise<void>;
    beforeAll(async () => {
      ({
        testApp,
        inbox,
        close: closeApp,
      } = await createTestAppWithInbox({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } }));
    });
    afterAll(() => closeApp());

    it('signs up without a session and mails a verification link', async () => {
      const email = uniqueEmail('required');
      const response = await signUp(testApp, { email, password: defaultPassword });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body.token).toBeNull();
      expect(body.user).toMatchObject({ email, name: email, emailVerified: false });
      expect(response.headers.get('set-auth-token')).toBeNull();
      await receiveMail(testApp, inbox, email);
    });

    it('refuses the sign-in of an unverified user with 403 and sends a new verification mail', async () => {
      const email = uniqueEmail('unverified');
      await signUp(testApp, { email, password: defaultPassword });
      await receiveMail(testApp, inbox, email);
      expect(mailsTo(inbox, email)).toHaveLength(1);

      const refused = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: defaultPassword },
      });
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
      expect(refused.headers.get('set-auth-token')).toBeNull();

      // The re-sent mail was committed although the request answered 403.
      await testApp.services.mailWorker.processDue();
      expect(mailsTo(inbox, email)).toHaveLength(2);
      const resent = mailsTo(inbox, email)[1];
      if (!resent) throw new Error('no second mail');

      // A wrong password does not reveal that the account is unverified, nor mail anyone.
      const wrong = await authRequest(testApp, '/sign-in/email', {
        body: { email, password: 'wrong-password' },
      });
      expect(wrong.status).toBe(401);
      await testApp.services.mailWorker.processDue();
      expect(mailsTo(inbox, email)).toHaveLength(2);

      // Following the re-sent link verifies the address and signs in; then sign-in works.
      const followed = await followLink(testApp, apiLink(resent));
      expect(followed.status).toBe(302);
      expect(redirectOf(testApp, followed).pathname).toBe('/');
      const opened = await sessionFrom(followed);
      expect((await currentSession(testApp, opened)).user).toMatchObject({ email, emailVerified: true });
      expect((await findUserRow(testApp, email))?.emailVerified).toBe(true);
      await expect(signIn(testApp, { email, password: defaultPassword })).resolves.toMatchObject({
        token: expect.any(String),
      });
    });

    it('answers a sign-up for a taken address like a new one, so accounts cannot be discovered', async () => {
      const email = uniqueEmail('existing');
      const first = await readJson(
        await signUp(testApp, { email, password: defaultPassword, name: 'Probe' }),
      );
      const secondResponse = await signUp(testApp, { email, password: 'another-password', name: 'Probe' });
      expect(secondResponse.status).toBe(200);
      const second = await readJson(secondResponse);
      expect(second.token).toBeNull();
      expect(Object.keys(second.user).sort()).toEqual(Object.keys(first.user).sort());
      const { id: _firstId, createdAt: _c1, updatedAt: _u1, ...firstRest } = first.user;
      const { id: _secondId, createdAt: _c2, updatedAt: _u2, ...secondRest } = second.user;
      expect(secondRest).toEqual(firstRest);
      // The first password still holds; the second sign-up changed nothing.
      await testApp.services.mailWorker.processDue();
      expect(mailsTo(inbox, email)).toHaveLength(1);
    });
  });
});
