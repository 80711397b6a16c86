import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRequest,
  createUser,
  currentSession,
  findUserRow,
  signIn,
  uniqueEmail,
} from '../test/auth-helpers';
import { readJson } from '../test/json';
import { createTestApp } from '../test/test-app';
import { createAdminUser, generatePassword } from './admin-user';
import { describeSeed, seedDemoData } from './seed';

/** The first admin. Verification is required here, as in production, to show the admin needs none. */
describe('the first admin', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        REQUIRE_EMAIL_VERIFICATION: 'true',
        ADMIN_EMAIL: 'Boss@MadaBook.mg',
        ADMIN_PASSWORD: 'first-admin-password',
      },
    });
  });
  afterAll(() => testApp.close());

  const snapshot = async () => ({
    users: await testApp.database.db.select().from(schema.user),
    accounts: await testApp.database.db.select().from(schema.account),
    mails: await testApp.database.db.select().from(schema.mailMessage),
  });

  it('seedDemoData creates the admin once: roles ADMIN and USER, type ADMIN, email verified', async () => {
    const report = await seedDemoData(testApp);
    expect(report.admin).toEqual({ email: 'boss@madabook.mg', password: undefined });
    expect(describeSeed(report, testApp.config.appUrl)).toContain('boss@madabook.mg');

    const admin = await signIn(testApp, { email: 'boss@madabook.mg', password: 'first-admin-password' });
    const { user } = await currentSession(testApp, admin);
    expect(user).toMatchObject({
      email: 'boss@madabook.mg',
      emailVerified: true,
      roles: ['ADMIN', 'USER'],
      type: 'ADMIN',
    });
    expect(await findUserRow(testApp, 'boss@madabook.mg')).toMatchObject({ role: 'ADMIN,USER' });
    // Nothing to verify, so nothing was mailed.
    expect((await snapshot()).mails.filter((mail) => mail.to === 'boss@madabook.mg')).toEqual([]);

    const before = await snapshot();
    const second = await seedDemoData(testApp);
    expect(second.admin).toBeUndefined();
    expect(describeSeed(second, testApp.config.appUrl) ?? '').not.toContain('password');
    expect(await snapshot()).toEqual(before);
  });

  it('gives the admin the admin API, and not a plain user', async () => {
    const usersAs = (session: { token: string }) =>
      testApp.app.request('/api/admin/users?pageSize=5', {
        headers: { authorization: `Bearer ${session.token}` },
      });
    const admin = await signIn(testApp, { email: 'boss@madabook.mg', password: 'first-admin-password' });
    const listed = await usersAs(admin);
    expect(listed.status).toBe(200);
    expect((await readJson(listed)).items.length).toBeGreaterThan(0);

    const email = uniqueEmail('plain');
    const plain = await createUser(testApp, { email, verified: true });
    expect((await usersAs(plain)).status).toBe(403);
  });

  it('createAdminUser: a second run for the same email changes nothing, not even the password', async () => {
    const email = uniqueEmail('Second-Admin');
    const first = await createAdminUser(testApp.services, { email, password: 'second-admin-password' });
    expect(first.created).toBe(true);
    const before = await snapshot();

    const again = await createAdminUser(testApp.services, {
      email: email.toUpperCase(),
      password: 'other-password',
    });
    expect(again).toEqual({ created: false, userId: first.userId });
    expect(await snapshot()).toEqual(before);
    expect(
      (await authRequest(testApp, '/sign-in/email', { body: { email, password: 'other-password' } })).status,
    ).toBe(401);
    const admin = await signIn(testApp, { email, password: 'second-admin-password' });
    expect((await currentSession(testApp, admin)).user).toMatchObject({
      email: email.toLowerCase(),
      roles: ['ADMIN', 'USER'],
      type: 'ADMIN',
    });
  });

  it('createAdminUser makes an existing user an admin, verified, keeping the password', async () => {
    const email = uniqueEmail('promoted');
    await authRequest(testApp, '/sign-up/email', { body: { email, password: 'own-password-1', name: '' } });
    const row = await findUserRow(testApp, email);
    expect(row).toMatchObject({ role: 'USER', emailVerified: false });

    const result = await createAdminUser(testApp.services, { email, password: 'ignored-password' });
    expect(result).toEqual({ created: false, userId: row?.id });
    const promoted = await signIn(testApp, { email, password: 'own-password-1' });
    expect((await currentSession(testApp, promoted)).user).toMatchObject({
      roles: ['ADMIN', 'USER'],
      type: 'ADMIN',
      emailVerified: true,
    });
    const accounts = await testApp.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, row?.id ?? ''));
    expect(accounts).toHaveLength(1);
  });

  it('a generated admin password is long, and shown once by the seed report', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(generatePassword()).not.toBe(password);
    const text = describeSeed({ admin: { email: 'first@madabook.mg', password } }, testApp.config.appUrl);
    expect(text).toContain(password);
    expect(text).toContain(`${testApp.config.appUrl}/login`);
    expect(describeSeed({ admin: { email: 'first@madabook.mg', password: undefined } }, 'x')).toContain(
      'the ADMIN_PASSWORD you set',
    );
  });
});
