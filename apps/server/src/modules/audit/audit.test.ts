import { schema } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { adminOnly, expectAccess, sendAs } from '../../test/access-matrix';
import { createActor, type TestActor } from '../../test/actors';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('/api/admin/audit', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;

  /** An entry written at a chosen instant, as if a change had been made then. */
  const entryAt = (createdAt: string, action = 'hotel.update') =>
    testApp.database.db.insert(schema.auditLog).values({
      id: newId(),
      actorId: admin.id,
      actorEmail: admin.email,
      action,
      entityType: action.split('.')[0] ?? 'hotel',
      entityId: createdAt,
      before: { name: 'Before' },
      after: { name: 'After' },
      createdAt: new Date(createdAt),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
    // Around the end of 10 March in Madagascar (21:00 UTC).
    await entryAt('2026-03-09T20:59:59.000Z');
    await entryAt('2026-03-09T21:00:00.000Z');
    await entryAt('2026-03-10T20:59:59.000Z', 'contact.delete');
    await entryAt('2026-03-10T21:00:00.000Z');
  });
  afterAll(() => testApp.close());

  const entityIds = async (query: string) =>
    (await readJson(await send('GET', `/api/admin/audit?${query}`, admin))).items.map(
      (entry: { entityId: string }) => entry.entityId,
    );

  it('GET /api/admin/audit answers each kind of caller', async () => {
    await expectAccess(
      send,
      { method: 'GET', path: '/api/admin/audit', access: adminOnly(200) },
      { user, admin },
    );
  });

  it('counts `from` and `to` as whole days in Madagascar time, both included', async () => {
    expect(await entityIds('from=2026-03-10&to=2026-03-10')).toEqual([
      '2026-03-10T20:59:59.000Z',
      '2026-03-09T21:00:00.000Z',
    ]);
    expect(await entityIds('to=2026-03-09')).toEqual(['2026-03-09T20:59:59.000Z']);
    expect(await entityIds('from=2026-03-11&order=asc')).toEqual(['2026-03-10T21:00:00.000Z']);
  });

  it('filters by entity, action and a search term, and pages', async () => {
    expect(await entityIds('entityType=contact')).toEqual(['2026-03-10T20:59:59.000Z']);
    expect(await entityIds('action=hotel.update&pageSize=2&page=2')).toEqual(['2026-03-09T20:59:59.000Z']);
    expect(await entityIds('q=CONTACT.DEL')).toEqual(['2026-03-10T20:59:59.000Z']);

    const page = await readJson(await send('GET', '/api/admin/audit?pageSize=1', admin));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 1 });
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'hotel.update',
      entityType: 'hotel',
      entityId: '2026-03-10T21:00:00.000Z',
      before: { name: 'Before' },
      after: { name: 'After' },
      requestId: null,
      scope: 'PLATFORM',
      hotelId: null,
      airlineCode: null,
      createdAt: '2026-03-10T21:00:00.000Z',
    });
  });

  it('rejects a bad date or order with VALIDATION_ERROR', async () => {
    for (const query of ['to=10/03/2026', 'from=2026-02-30', 'order=newest']) {
      const response = await send('GET', `/api/admin/audit?${query}`, admin);
      expect(response.status, query).toBe(400);
      expect((await readJson(response)).code).toBe('VALIDATION_ERROR');
    }
  });

  it('names the request that made a change, as logged', async () => {
    const created = await readJson(
      await send('POST', '/api/contacts', admin, { name: 'Lova', email: 'lova@example.mg' }),
    );
    const [entry] = (await readJson(await send('GET', `/api/admin/audit?entityId=${created.id}`, admin)))
      .items;
    expect(entry).toMatchObject({ action: 'contact.create', requestId: expect.any(String) });
  });
});
