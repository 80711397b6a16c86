import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madagascarDate } from '../../lib/madagascar-time';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { uniqueEmail } from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('beta access', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;

  beforeAll(async () => {
    testApp = await createTestApp();
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
  });
  afterAll(() => testApp.close());

  const signUp = (email: string) => send('POST', '/api/beta-access', anonymous, { email });

  const routes: RouteAccess[] = [
    {
      method: 'POST',
      path: '/api/beta-access',
      body: () => ({ email: uniqueEmail('beta') }),
      access: { anonymous: 201, user: 201, admin: 201 },
    },
    { method: 'GET', path: '/api/admin/beta-access', access: adminOnly(200) },
    { method: 'GET', path: '/api/admin/beta-access/export.csv', access: adminOnly(200) },
  ];
  it.each(routes)('$method $path answers each kind of caller', async (route) => {
    await expectAccess(send, route, { user, admin });
  });

  it('signs an email up once, whatever its case: BETA_ACCESS_ALREADY_EXISTS the second time', async () => {
    const first = await signUp('Voahangy@Example.mg');
    expect(first.status).toBe(201);
    expect(await readJson(first)).toEqual({
      id: expect.any(String),
      email: 'voahangy@example.mg',
      createdAt: expect.any(String),
    });

    for (const again of ['voahangy@example.mg', 'VOAHANGY@EXAMPLE.MG']) {
      const duplicate = await signUp(again);
      expect(duplicate.status).toBe(409);
      expect(await readJson(duplicate)).toEqual({
        code: 'BETA_ACCESS_ALREADY_EXISTS',
        message: 'Beta access already exists for this email',
      });
    }
  });

  it('rejects a missing or invalid email with VALIDATION_ERROR', async () => {
    for (const body of [{}, { email: 'voahangy' }, { email: `${'a'.repeat(250)}@example.mg` }]) {
      const response = await send('POST', '/api/beta-access', anonymous, body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).code).toBe('VALIDATION_ERROR');
    }
  });

  it('lists the sign-ups for an admin: searched, sorted and paged', async () => {
    for (const email of ['b@list.mg', 'a@list.mg', 'c@list.mg']) await signUp(email);
    const page = await readJson(
      await send('GET', '/api/admin/beta-access?q=LIST.MG&sort=email&order=asc&pageSize=2', admin),
    );
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((entry: { email: string }) => entry.email)).toEqual(['a@list.mg', 'b@list.mg']);

    const invalid = await send('GET', '/api/admin/beta-access?sort=name', admin);
    expect(invalid.status).toBe(400);
    expect((await readJson(invalid)).code).toBe('VALIDATION_ERROR');
  });

  it('exports every sign-up as a dated CSV attachment, with formula-like cells neutralised', async () => {
    await signUp('-2+3@export.mg');
    await signUp('+261@export.mg');
    const dayBefore = madagascarDate(new Date());
    const response = await send('GET', '/api/admin/beta-access/export.csv', admin);
    const dayAfter = madagascarDate(new Date());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([
      `attachment; filename="beta-access-${dayBefore}.csv"`,
      `attachment; filename="beta-access-${dayAfter}.csv"`,
    ]).toContain(response.headers.get('content-disposition'));

    const csv = await response.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,created_at');
    expect(lines.at(-1)).toBe('');
    const listed = await readJson(await send('GET', '/api/admin/beta-access?pageSize=100', admin));
    expect(lines).toHaveLength(listed.total + 2);
    expect(lines).toContain(`'-2+3@export.mg,${createdAtOf(listed.items, '-2+3@export.mg')}`);
    expect(lines).toContain(`'+261@export.mg,${createdAtOf(listed.items, '+261@export.mg')}`);
    expect(lines).toContain(`a@list.mg,${createdAtOf(listed.items, 'a@list.mg')}`);
  });
});

const createdAtOf = (items: Array<{ email: string; createdAt: string }>, email: string) =>
  items.find((item) => item.email === email)?.createdAt;
