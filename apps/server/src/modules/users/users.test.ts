import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { createActor, type TestActor } from '../../test/actors';
import {
  apiLink,
  authRequest,
  followLink,
  receiveMail,
  redirectOf,
  signIn,
  uniqueEmail,
} from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

const password = 'a-long-test-password';

describe('/api/admin/users', () => {
  let inbox: SmtpInbox;
  let testApp: TestApp;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;

  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, inbox, close: closeApp } = await createTestAppWithInbox());
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
  });
  afterAll(() => closeApp());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    send(method, `/api/admin/users${path}`, admin, body);
  /** The session of `actor` as better-auth sees it now: null once revoked. */
  const sessionOf = async (actor: TestActor) =>
    readJson(
      await testApp.app.request('/api/auth/get-session?disableCookieCache=true', { headers: actor.headers }),
    );
  const auditOf = async (entityId: string) =>
    (await testApp.services.audit.list({ entityType: 'user', entityId, page: 1, pageSize: 20, order: 'asc' }))
      .items;

  const routes: RouteAccess[] = [
    { method: 'GET', path: '/api/admin/users', access: adminOnly(200) },
    { method: 'GET', path: '/api/admin/users/unknown', access: adminOnly(404) },
    {
      method: 'POST',
      path: '/api/admin/users',
      body: () => ({ email: uniqueEmail('matrix'), password }),
      access: adminOnly(201),
    },
    { method: 'PATCH', path: '/api/admin/users/unknown', body: { name: 'Nobody' }, access: adminOnly(404) },
    { method: 'POST', path: '/api/admin/users/unknown/password-reset', access: adminOnly(404) },
    { method: 'POST', path: '/api/admin/users/unknown/revoke-sessions', access: adminOnly(404) },
    { method: 'POST', path: '/api/admin/users/unknown/ban', body: {}, access: adminOnly(404) },
    { method: 'POST', path: '/api/admin/users/unknown/unban', access: adminOnly(404) },
    { method: 'DELETE', path: '/api/admin/users/unknown', access: adminOnly(404) },
  ];
  it.each(routes)('$method $path answers each kind of caller', async (route) => {
    await expectAccess(send, route, { user, admin });
  });

  it('creates a user and an admin who can sign in; an email already used gives EMAIL_ALREADY_USED', async () => {
    const email = uniqueEmail('created');
    const response = await asAdmin('POST', '/', { email: email.toUpperCase(), password });
    expect(response.status).toBe(201);
    const created = await readJson(response);
    expect(created).toMatchObject({
      email,
      name: email,
      roles: ['USER'],
      type: 'USER',
      banned: false,
      emailVerified: false,
    });
    await signIn(testApp, { email, password });

    const adminEmail = uniqueEmail('new-admin');
    const newAdmin = await readJson(
      await asAdmin('POST', '/', { email: adminEmail, password, name: 'Tiana', roles: ['ADMIN', 'USER'] }),
    );
    expect(newAdmin).toMatchObject({ name: 'Tiana', roles: ['ADMIN', 'USER'], type: 'ADMIN' });

    const duplicate = await asAdmin('POST', '/', { email: email.toUpperCase(), password });
    expect(duplicate.status).toBe(409);
    expect((await readJson(duplicate)).code).toBe('EMAIL_ALREADY_USED');

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'user.create', actorEmail: admin.email, after: { email } });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('rejects bad input with VALIDATION_ERROR naming the fields', async () => {
    const cases: Array<[string, string, unknown, string[]]> = [
      ['POST', '/', { email: 'nope', password: 'short', roles: ['ROOT'] }, ['email', 'password', 'roles.0']],
      ['PATCH', `/${user.id}`, {}, ['']],
      ['PATCH', `/${user.id}`, { roles: [] }, ['roles']],
      ['POST', `/${user.id}/ban`, { expiresInDays: 0 }, ['expiresInDays']],
      ['GET', '/?role=OWNER&sort=password', undefined, ['role', 'sort']],
    ];
    for (const [method, path, body, fields] of cases) {
      const response = await asAdmin(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      const error = await readJson(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(fields);
    }
  });

  it('lists users searched by email or name, filtered by role, sorted and paged', async () => {
    const tag = `list${Date.now().toString(36)}`;
    for (const [name, roles] of [
      ['Bako', ['USER']],
      ['Aina', ['ADMIN', 'USER']],
      ['Cela', ['USER']],
    ] as const) {
      await asAdmin('POST', '/', { email: `${name.toLowerCase()}-${tag}@example.mg`, password, name, roles });
    }
    await asAdmin('POST', '/', { email: uniqueEmail('named'), password, name: `Dina ${tag.toUpperCase()}` });

    const byName = await readJson(await asAdmin('GET', `/?q=${tag}&sort=name&order=asc`));
    expect(byName.total).toBe(4);
    expect(byName.items.map((found: { name: string }) => found.name)).toEqual([
      'Aina',
      'Bako',
      'Cela',
      `Dina ${tag.toUpperCase()}`,
    ]);

    const paged = await readJson(await asAdmin('GET', `/?q=${tag}&sort=name&order=desc&page=2&pageSize=3`));
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((found: { name: string }) => found.name)).toEqual(['Aina']);

    const admins = await readJson(await asAdmin('GET', `/?q=${tag}&role=ADMIN`));
    expect(admins.items.map((found: { name: string }) => found.name)).toEqual(['Aina']);

    // A LIKE wildcard in the search is a plain character.
    expect((await readJson(await asAdmin('GET', '/?q=%25'))).total).toBe(0);
  });

  it('updates the name, email and roles, auditing the values before and after', async () => {
    const target = await createActor(testApp.services);
    const response = await asAdmin('PATCH', `/${target.id}`, {
      name: 'Miora',
      email: 'Miora.New@example.mg',
      roles: ['ADMIN', 'USER', 'ADMIN'],
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      name: 'Miora',
      email: 'miora.new@example.mg',
      emailVerified: false,
      roles: ['ADMIN', 'USER'],
      type: 'ADMIN',
    });
    expect((await sessionOf(target)).user.roles).toEqual(['ADMIN', 'USER']);

    const taken = await asAdmin('PATCH', `/${target.id}`, { email: user.email });
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).code).toBe('EMAIL_ALREADY_USED');

    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'user.update',
      before: { email: target.email, roles: ['USER'] },
      after: { email: 'miora.new@example.mg', name: 'Miora', roles: ['ADMIN', 'USER'] },
    });
  });

  it('keeps an admin from removing their own admin role, banning or deleting themselves', async () => {
    const self = await createActor(testApp.services, ['ADMIN', 'USER']);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/api/admin/users/${self.id}`, { roles: ['USER'] }],
      ['POST', `/api/admin/users/${self.id}/ban`, {}],
      ['DELETE', `/api/admin/users/${self.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const response = await send(method, path, self, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await readJson(response)).code).toBe('CANNOT_CHANGE_OWN_ADMIN_ROLE');
    }
    const renamed = await send('PATCH', `/api/admin/users/${self.id}`, self, {
      name: 'Me',
      roles: ['ADMIN'],
    });
    expect(renamed.status).toBe(200);
    expect(await readJson(renamed)).toMatchObject({ name: 'Me', roles: ['ADMIN'] });
    expect(await auditOf(self.id)).toHaveLength(1);
  });

  it('bans a user, ending their sessions and refusing sign-in, then lifts the ban', async () => {
    const target = await createActor(testApp.services);
    const banned = await asAdmin('POST', `/${target.id}/ban`, { reason: 'Fraud', expiresInDays: 7 });
    expect(banned.status).toBe(200);
    const body = await readJson(banned);
    expect(body).toMatchObject({ banned: true, banReason: 'Fraud' });
    const expiresInDays = (new Date(body.banExpires).getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.99);
    expect(await sessionOf(target)).toBeNull();
    await expect(signIn(testApp, { email: target.email, password })).rejects.toThrow(/403/);

    const unbanned = await asAdmin('POST', `/${target.id}/unban`);
    expect(await readJson(unbanned)).toMatchObject({ banned: false, banReason: null, banExpires: null });
    await signIn(testApp, { email: target.email, password });

    expect((await auditOf(target.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.ban', expect.objectContaining({ banned: false }), expect.objectContaining({ banned: true })],
      ['user.unban', expect.objectContaining({ banned: true }), expect.objectContaining({ banned: false })],
    ]);
  });

  it('signs a user out everywhere', async () => {
    const target = await createActor(testApp.services);
    expect(await sessionOf(target)).not.toBeNull();
    expect((await asAdmin('POST', `/${target.id}/revoke-sessions`)).status).toBe(204);
    expect(await sessionOf(target)).toBeNull();
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(['user.revoke-sessions']);
  });

  it('mails the user a password reset link that works', async () => {
    const target = await createActor(testApp.services);
    expect((await asAdmin('POST', `/${target.id}/password-reset`)).status).toBe(204);

    const mail = await receiveMail(testApp, inbox, target.email, (received) =>
      received.subject.startsWith('Réinitialisez'),
    );
    const followed = await followLink(testApp, apiLink(mail));
    expect(followed.status).toBe(302);
    const landing = redirectOf(testApp, followed);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await authRequest(testApp, '/reset-password', {
      body: { newPassword: 'a-brand-new-password', token },
    });
    expect(reset.status).toBe(200);
    await signIn(testApp, { email: target.email, password: 'a-brand-new-password' });
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(['user.password-reset']);
  });

  it('deletes a user with their sessions, and audits what they were', async () => {
    const target = await createActor(testApp.services);
    expect((await asAdmin('DELETE', `/${target.id}`)).status).toBe(204);
    expect((await asAdmin('GET', `/${target.id}`)).status).toBe(404);
    expect(await sessionOf(target)).toBeNull();
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      before: { id: target.id, email: target.email },
      after: null,
    });
  });
});
