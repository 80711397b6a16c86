import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('/api/contacts', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;

  beforeAll(async () => {
    // Behind a proxy, so each test can be a different client by its X-Forwarded-For.
    testApp = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
  });
  afterAll(() => testApp.close());

  const fromClient = (address: string, caller: { headers: Record<string, string> } = anonymous) => ({
    headers: { ...caller.headers, 'x-forwarded-for': address },
  });
  const message = {
    name: 'Hery Rakoto',
    email: 'hery@example.mg',
    phoneNumber: '034 12 345 67',
    note: 'Hello',
  };

  const routes: RouteAccess[] = [
    {
      method: 'POST',
      path: '/api/contacts',
      body: message,
      access: { anonymous: 201, user: 201, admin: 201 },
    },
    { method: 'GET', path: '/api/contacts', access: adminOnly(200) },
    { method: 'GET', path: '/api/contacts/unknown', access: adminOnly(404) },
    { method: 'PUT', path: '/api/contacts/unknown', body: message, access: adminOnly(404) },
    { method: 'DELETE', path: '/api/contacts/unknown', access: adminOnly(404) },
  ];
  it.each(routes)('$method $path answers each kind of caller', async (route) => {
    await expectAccess(send, route, { user, admin });
  });

  it('takes a message from the site form, with the phone number in international form', async () => {
    const response = await send('POST', '/api/contacts', fromClient('10.0.0.1'), message);
    expect(response.status).toBe(201);
    const created = await readJson(response);
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Hery Rakoto',
      email: 'hery@example.mg',
      phoneNumber: '+261341234567',
      note: 'Hello',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // A message from the public form has no author to audit.
    const audit = await testApp.services.audit.list({
      entityId: created.id,
      page: 1,
      pageSize: 10,
      order: 'asc',
    });
    expect(audit.total).toBe(0);
  });

  it('rejects bad fields with VALIDATION_ERROR naming them', async () => {
    const response = await send('POST', '/api/contacts', fromClient('10.0.0.2'), {
      name: ' ',
      email: 'not-an-email',
      phoneNumber: '12',
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'email',
      'name',
      'phoneNumber',
    ]);
  });

  it('limits the form to 5 messages per client per 10 minutes; other clients and admins go on', async () => {
    const client = fromClient('10.0.0.3');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await send('POST', '/api/contacts', client, message)).status).toBe(201);
    }
    const refused = await send('POST', '/api/contacts', client, message);
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);

    expect((await send('POST', '/api/contacts', fromClient('10.0.0.4'), message)).status).toBe(201);
    expect((await send('POST', '/api/contacts', fromClient('10.0.0.3', admin), message)).status).toBe(201);
  });

  it('lets an admin list, read, update and delete contacts, and audits each change', async () => {
    const created = await readJson(
      await send('POST', '/api/contacts', admin, { name: 'Zo Andria', email: 'zo@example.mg' }),
    );
    expect(created).toMatchObject({ phoneNumber: null, note: '' });

    const found = await readJson(await send('GET', '/api/contacts?q=ANDRIA', admin));
    expect(found.items.map((contact: { id: string }) => contact.id)).toEqual([created.id]);
    expect(await readJson(await send('GET', `/api/contacts/${created.id}`, admin))).toEqual(created);

    const updated = await send('PUT', `/api/contacts/${created.id}`, admin, {
      name: 'Zo Andriamanitra',
      email: 'zo@example.mg',
      note: 'Called back',
    });
    expect(updated.status).toBe(200);
    expect(await readJson(updated)).toMatchObject({ name: 'Zo Andriamanitra', note: 'Called back' });

    expect((await send('DELETE', `/api/contacts/${created.id}`, admin)).status).toBe(204);
    expect((await send('GET', `/api/contacts/${created.id}`, admin)).status).toBe(404);

    const audit = await testApp.services.audit.list({
      entityType: 'contact',
      entityId: created.id,
      page: 1,
      pageSize: 10,
      order: 'asc',
    });
    expect(audit.items.map((entry) => [entry.action, entry.entityId, entry.actorEmail])).toEqual([
      ['contact.create', created.id, admin.email],
      ['contact.update', created.id, admin.email],
      ['contact.delete', created.id, admin.email],
    ]);
    expect(audit.items[1]).toMatchObject({
      before: { name: 'Zo Andria', note: '' },
      after: { name: 'Zo Andriamanitra', note: 'Called back' },
    });
  });

  it('pages and sorts the list', async () => {
    for (const name of ['Bako', 'Aina', 'Cela']) {
      await send('POST', '/api/contacts', admin, { name, email: `${name.toLowerCase()}@sorted.mg` });
    }
    const page = await readJson(
      await send('GET', '/api/contacts?q=sorted.mg&sort=name&order=desc&page=2&pageSize=2', admin),
    );
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((contact: { name: string }) => contact.name)).toEqual(['Aina']);

    const invalid = await send('GET', '/api/contacts?sort=phone&pageSize=500', admin);
    expect(invalid.status).toBe(400);
    expect((await readJson(invalid)).code).toBe('VALIDATION_ERROR');
  });
});
