import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { adminOnly, expectAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { uniqueEmail } from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('/api/admin/dashboard', () => {
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

  const dashboard = async () => readJson(await send('GET', '/api/admin/dashboard', admin));

  const addHotel = async (archived: boolean, roomQuantities: number[]) => {
    const hotelId = newId();
    await testApp.database.db.insert(schema.hotel).values({
      id: hotelId,
      name: `Hotel ${hotelId}`,
      slug: hotelId,
      latitude: -18.9,
      longitude: 47.5,
      address: 'Rue Ravoninahitriniarivo',
      city: 'Antananarivo',
      stars: 3,
      archived,
    });
    for (const quantity of roomQuantities) {
      await testApp.database.db.insert(schema.room).values({
        id: newId(),
        hotelId,
        cityKey: 'antananarivo',
        name: `Room ${quantity}`,
        type: 'DOUBLE',
        pricePerNight: 150_000,
        capacity: 2,
        quantity,
      });
    }
  };

  it('GET /api/admin/dashboard answers each kind of caller', async () => {
    await expectAccess(
      send,
      { method: 'GET', path: '/api/admin/dashboard', access: adminOnly(200) },
      { user, admin },
    );
  });

  it('counts hotels, sellable rooms, users, beta sign-ups and mails waiting or failed', async () => {
    const before = (await dashboard()).figures;

    await addHotel(false, [4, 6]);
    await addHotel(false, [10]);
    await addHotel(true, [50]);

    const oldUser = await createActor(testApp.services);
    await testApp.database.db
      .update(schema.user)
      .set({ createdAt: daysAgo(8) })
      .where(eq(schema.user.id, oldUser.id));
    await createActor(testApp.services, ['ADMIN', 'USER']);

    await send('POST', '/api/beta-access', anonymous, { email: uniqueEmail('beta') });
    const oldSignUp = await readJson(
      await send('POST', '/api/beta-access', anonymous, { email: uniqueEmail('old') }),
    );
    await testApp.database.db
      .update(schema.betaAccess)
      .set({ createdAt: daysAgo(30) })
      .where(eq(schema.betaAccess.id, oldSignUp.id));

    const after = (await dashboard()).figures;
    expect(after.hotels).toEqual({ active: before.hotels.active + 2, archived: before.hotels.archived + 1 });
    expect(after.rooms).toEqual({ types: before.rooms.types + 3, total: before.rooms.total + 20 });
    expect(after.users).toEqual({
      total: before.users.total + 2,
      admins: before.users.admins + 1,
      newLast7Days: before.users.newLast7Days + 1,
    });
    expect(after.betaAccess).toEqual({
      total: before.betaAccess.total + 2,
      last7Days: before.betaAccess.last7Days + 1,
    });
    // Each new account was sent its verification mail, still waiting for the worker.
    expect(after.mails).toEqual({ queued: before.mails.queued + 2, sending: 0, error: 0 });

    await testApp.services.mailWorker.processDue();
    expect((await dashboard()).figures.mails.queued).toBe(0);
  });

  it('shows the last 10 changes, newest first', async () => {
    for (let index = 1; index <= 11; index++) {
      await send('POST', '/api/contacts', admin, { name: `Contact ${index}`, email: `c${index}@example.mg` });
    }
    const { recentActivity, generatedAt } = await dashboard();
    expect(Date.parse(generatedAt)).toBeLessThanOrEqual(Date.now());
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity[0]).toMatchObject({ action: 'contact.create', after: { name: 'Contact 11' } });
    expect(recentActivity[9]).toMatchObject({ after: { name: 'Contact 2' } });
  });
});
