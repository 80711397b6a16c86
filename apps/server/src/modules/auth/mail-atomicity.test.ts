import { schema } from '@madabook/db';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthMailer } from '../../auth/auth-mails';
import {
  ageSession,
  authedRequest,
  authRequest,
  createUser,
  defaultPassword,
  findUserRow,
  markEmailVerified,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

const outsideMessage = 'an auth side effect ran outside withAuthTransaction';
const internalError = { code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' };

/**
 * Every account mail is written to the outbox in the transaction of the auth
 * request that causes it: when the outbox refuses the mail, the change (token,
 * user, new email) is rolled back and the client hears of the failure.
 */
describe('auth mails are atomic with the change that causes them', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    await testApp.database.db.execute(sql`alter table mail_message drop constraint if exists refuse_doomed`);
  });

  /** From now on the outbox refuses any mail to an address starting with "doomed". */
  const refuseMailToDoomed = () =>
    testApp.database.db.execute(
      sql`alter table mail_message add constraint refuse_doomed check ("to" not like 'doomed%') not valid`,
    );

  const outboxTo = (email: string) =>
    testApp.database.db.select().from(schema.mailMessage).where(eq(schema.mailMessage.to, email));
  const verificationRows = (prefix: string) =>
    testApp.database.db
      .select()
      .from(schema.verification)
      .where(like(schema.verification.identifier, `${prefix}%`));

  it('request-password-reset: a refused mail answers 500 and leaves no reset token behind', async () => {
    const user = await createUser(testApp, { email: uniqueEmail('doomed') });
    const tokensBefore = await verificationRows('reset-password:');
    const mailsBefore = await outboxTo(user.user.email);
    await refuseMailToDoomed();

    for (const path of ['/request-password-reset', '/forget-password']) {
      const response = await authRequest(testApp, path, {
        body: { email: user.user.email, redirectTo: '/reset-password' },
      });
      expect(response.status, path).toBe(500);
      expect(await readJson(response)).toEqual(internalError);
    }
    expect(await verificationRows('reset-password:')).toEqual(tokensBefore);
    expect(await outboxTo(user.user.email)).toEqual(mailsBefore);

    // Once the outbox accepts mail again, the same request leaves both the token and the mail.
    await testApp.database.db.execute(sql`alter table mail_message drop constraint refuse_doomed`);
    const response = await authRequest(testApp, '/request-password-reset', {
      body: { email: user.user.email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    expect(await verificationRows('reset-password:')).toHaveLength(tokensBefore.length + 1);
    expect(await outboxTo(user.user.email)).toHaveLength(mailsBefore.length + 1);
  });

  it('sign-up: a refused verification mail answers 500 and creates no user', async () => {
    await refuseMailToDoomed();
    const email = uniqueEmail('doomed');
    const response = await signUp(testApp, { email, password: defaultPassword });
    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual(internalError);
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(await findUserRow(testApp, email)).toBeUndefined();
    const sessions = await testApp.database.db.select().from(schema.session);
    const accounts = await testApp.database.db.select().from(schema.account);
    const users = await testApp.database.db.select().from(schema.user);
    const userIds = new Set(users.map((row) => row.id));
    expect(sessions.every((row) => userIds.has(row.userId))).toBe(true);
    expect(accounts.every((row) => userIds.has(row.userId))).toBe(true);
  });

  it('send-verification-email: a refused mail answers 500', async () => {
    const user = await createUser(testApp, { email: uniqueEmail('doomed') });
    await refuseMailToDoomed();
    const response = await authedRequest(testApp, user, '/send-verification-email', {
      body: { email: user.user.email },
    });
    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual(internalError);
  });

  it('change-email: a refused mail to the new address leaves the old email, still verified', async () => {
    const user = await createUser(testApp, { verified: true });
    await refuseMailToDoomed();
    const newEmail = uniqueEmail('doomed');
    const response = await authedRequest(testApp, user, '/change-email', { body: { newEmail } });
    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual(internalError);
    expect(await findUserRow(testApp, user.user.email)).toMatchObject({
      id: user.user.id,
      emailVerified: true,
    });
    expect(await findUserRow(testApp, newEmail)).toBeUndefined();
    expect(await outboxTo(newEmail)).toEqual([]);
  });

  it('delete-user by mail: a refused mail answers 500 and leaves no deletion token', async () => {
    const user = await createUser(testApp, { email: uniqueEmail('doomed') });
    await markEmailVerified(testApp, user.user.email);
    await ageSession(testApp, user, 2 * 24 * 60 * 60 * 1000);
    const tokensBefore = await verificationRows('delete-account-');
    await refuseMailToDoomed();
    const response = await authedRequest(testApp, user, '/delete-user', { body: {} });
    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual(internalError);
    expect(await verificationRows('delete-account-')).toEqual(tokensBefore);
    expect(await findUserRow(testApp, user.user.email)).toBeDefined();
  });

  describe('mails are only ever queued inside the auth transaction', () => {
    it('the auth mailer refuses to run outside withAuthTransaction', async () => {
      const email = uniqueEmail('outside');
      const mailer = createAuthMailer(testApp.services.transactions, () => {});
      await expect(mailer({ email }, 'verify-email', { url: 'http://localhost:3000/x' })).rejects.toThrow(
        outsideMessage,
      );
      await expect(testApp.services.transactions.inAuthTransaction(async () => {})).rejects.toThrow(
        outsideMessage,
      );
      expect(await outboxTo(email)).toEqual([]);
    });

    it('inside, the mail commits with the transaction, and rolls back with it', async () => {
      const mailer = createAuthMailer(testApp.services.transactions, () => {});
      const kept = uniqueEmail('kept');
      await testApp.services.transactions.withAuthTransaction(() =>
        mailer({ email: kept }, 'verify-email', { url: 'http://localhost:3000/x' }),
      );
      expect(await outboxTo(kept)).toHaveLength(1);

      const dropped = uniqueEmail('dropped');
      const failing = testApp.services.transactions.withAuthTransaction(async () => {
        await mailer({ email: dropped }, 'verify-email', { url: 'http://localhost:3000/x' });
        throw new Error('the change failed');
      });
      await expect(failing).rejects.toThrow('the change failed');
      expect(await outboxTo(dropped)).toEqual([]);
    });

    it('a server-side auth.api call outside the transaction queues no mail, and its token has no mail', async () => {
      const user = await createUser(testApp);
      const before = await outboxTo(user.user.email);
      // better-auth swallows the hook's error: the request "succeeds" but the mailer refused to write.
      await testApp.services.auth.api.requestPasswordReset({ body: { email: user.user.email } });
      expect(await outboxTo(user.user.email)).toEqual(before);
      // Wrapped, as every server-side caller must, the mail is queued.
      await testApp.services.transactions.withAuthTransaction(() =>
        testApp.services.auth.api.requestPasswordReset({ body: { email: user.user.email } }),
      );
      expect(await outboxTo(user.user.email)).toHaveLength(before.length + 1);
    });
  });
});
