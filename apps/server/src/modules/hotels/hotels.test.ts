import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { createHotel, createRoom, hotelInput } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';
import type { UpcomingBookings } from './upcoming-bookings';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const issuePaths = async (response: Response) => {
  const body = await readJson(response);
  expect(body.code).toBe('VALIDATION_ERROR');
  return body.details.issues.map((issue: { path: string }) => issue.path).sort();
};

describe('/api/hotels', () => {
  let testApp: TestApp;
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

  it('answers each route by who calls it', async () => {
    const open = await createHotel(testApp, admin);
    const archived = await createHotel(testApp, admin);
    await send('PUT', '/api/hotels/archive', admin, { id: archived.id, archived: true });
    const doomed = await createHotel(testApp, admin);
    const everyone = (status: number) => ({ anonymous: status, user: status, admin: status });
    const routes: RouteAccess[] = [
      { method: 'GET', path: '/api/hotels/all', access: everyone(200) },
      { method: 'GET', path: `/api/hotels/${open.id}`, access: everyone(200) },
      {
        method: 'GET',
        path: `/api/hotels/${archived.id}`,
        access: { anonymous: 404, user: 404, admin: 200 },
      },
      { method: 'GET', path: `/api/hotels/by-slug/${open.slug}`, access: everyone(200) },
      {
        method: 'GET',
        path: `/api/hotels/by-slug/${archived.slug}`,
        access: { anonymous: 404, user: 404, admin: 200 },
      },
      { method: 'GET', path: '/api/admin/hotels', access: adminOnly(200) },
      { method: 'POST', path: '/api/hotels', body: () => hotelInput(), access: adminOnly(201) },
      { method: 'PUT', path: `/api/hotels/${open.id}`, body: hotelInput(), access: adminOnly(200) },
      {
        method: 'PUT',
        path: '/api/hotels/archive',
        body: { id: open.id, archived: false },
        access: adminOnly(200),
      },
      { method: 'DELETE', path: `/api/hotels/${doomed.id}`, access: adminOnly(204) },
    ];
    for (const route of routes) await expectAccess(send, route, { user, admin });
  });

  it('lets an admin create, read, update, archive and delete a hotel, and audits each change', async () => {
    const wifi = await readJson(
      await send('POST', '/api/hotel-amenities', admin, { nameFr: 'Wi-Fi', nameEn: 'Wi-Fi', icon: 'wifi' }),
    );
    const created = await send('POST', '/api/hotels', admin, {
      ...hotelInput({ name: 'Le Relais de la Reine', phone: '034 12 345 67' }),
      amenityIds: [wifi.id, wifi.id],
    });
    expect(created.status).toBe(201);
    const hotel = await readJson(created);
    expect(hotel).toMatchObject({
      name: 'Le Relais de la Reine',
      slug: 'le-relais-de-la-reine',
      phone: '+261341234567',
      country: 'Madagascar',
      tier: 'STANDARD',
      archived: false,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      prepaymentPercent: 0,
      amenities: [{ id: wifi.id, nameFr: 'Wi-Fi', nameEn: 'Wi-Fi', icon: 'wifi' }],
      photos: [],
      roomCount: 0,
    });

    const updated = await send('PUT', `/api/hotels/${hotel.id}`, admin, {
      ...hotelInput({ name: 'Le Relais de la Reine', stars: 4, tier: 'PREMIUM' }),
      prepaymentPercent: 30,
      amenityIds: [],
    });
    expect(updated.status).toBe(200);
    expect(await readJson(updated)).toMatchObject({
      stars: 4,
      tier: 'PREMIUM',
      prepaymentPercent: 30,
      amenities: [],
    });
    const overPrepaid = await send('PUT', `/api/hotels/${hotel.id}`, admin, {
      ...hotelInput({ name: 'Le Relais de la Reine' }),
      prepaymentPercent: 101,
    });
    expect(overPrepaid.status).toBe(400);

    const archived = await send('PUT', '/api/hotels/archive', admin, { id: hotel.id, archived: true });
    expect((await readJson(archived)).archived).toBe(true);
    expect((await send('DELETE', `/api/hotels/${hotel.id}`, admin)).status).toBe(204);
    expect((await send('GET', `/api/hotels/${hotel.id}`, admin)).status).toBe(404);

    const audit = await testApp.services.audit.list({
      entityType: 'hotel',
      actorId: admin.id,
      page: 1,
      pageSize: 100,
      order: 'asc',
    });
    const entries = audit.items.filter((entry) => entry.entityId === hotel.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'hotel.create',
      'hotel.update',
      'hotel.archive',
      'hotel.delete',
    ]);
    expect(entries[1]).toMatchObject({
      before: { stars: 3, tier: 'STANDARD', amenityIds: [wifi.id] },
      after: { stars: 4, tier: 'PREMIUM', amenityIds: [] },
    });
  });

  it('shows the public no bookkeeping field, and admins everything', async () => {
    const hotel = await createHotel(testApp, admin);
    const seenByPublic = await readJson(await send('GET', `/api/hotels/${hotel.id}`, anonymous));
    expect(seenByPublic).toMatchObject({ id: hotel.id, name: hotel.name, phone: hotel.phone });
    expect(seenByPublic).not.toHaveProperty('archived');
    expect(seenByPublic).not.toHaveProperty('createdAt');
    expect(seenByPublic).not.toHaveProperty('updatedAt');
    const seenByAdmin = await readJson(await send('GET', `/api/hotels/${hotel.id}`, admin));
    expect(seenByAdmin).toMatchObject({ archived: false, createdAt: hotel.createdAt });
    const listed = await readJson(await send('GET', '/api/hotels/all', admin));
    expect(listed.find((item: { id: string }) => item.id === hotel.id)).not.toHaveProperty('archived');
  });

  it('hides archived hotels from every public read until they are unarchived', async () => {
    const hotel = await createHotel(testApp, admin, { name: 'Villa Cachée' });
    await createRoom(testApp, admin, hotel.id);
    await send('PUT', '/api/hotels/archive', admin, { id: hotel.id, archived: true });
    const publicIds = async () =>
      (await readJson(await send('GET', '/api/hotels/all', anonymous))).map(
        (item: { id: string }) => item.id,
      );

    expect(await publicIds()).not.toContain(hotel.id);
    expect((await send('GET', `/api/hotels/${hotel.id}`, user)).status).toBe(404);
    expect((await send('GET', `/api/hotels/by-slug/${hotel.slug}`, anonymous)).status).toBe(404);
    expect((await send('GET', `/api/hotels/${hotel.id}/rooms`, anonymous)).status).toBe(404);
    expect((await send('GET', `/api/hotels/${hotel.id}/rooms`, admin)).status).toBe(200);

    await send('PUT', '/api/hotels/archive', admin, { id: hotel.id, archived: false });
    expect(await publicIds()).toContain(hotel.id);
    expect((await send('GET', `/api/hotels/by-slug/${hotel.slug}`, anonymous)).status).toBe(200);
  });

  it('rejects bad fields with VALIDATION_ERROR naming them', async () => {
    const response = await send('POST', '/api/hotels', admin, {
      ...hotelInput(),
      latitude: 91,
      longitude: -181,
      stars: 6,
      phone: '12',
      checkInTime: '25:00',
      checkOutTime: '9h',
    });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual([
      'checkInTime',
      'checkOutTime',
      'latitude',
      'longitude',
      'phone',
      'stars',
    ]);
  });

  it('refuses amenity ids that do not exist, naming amenityIds', async () => {
    const response = await send('POST', '/api/hotels', admin, {
      ...hotelInput(),
      amenityIds: ['no-such-amenity'],
    });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(['amenityIds']);
  });

  it('makes accent-free unique slugs, kept on rename unless a new one is asked for', async () => {
    const first = await createHotel(testApp, admin, { name: "Hôtel L'Île Sainte-Marie" });
    const second = await createHotel(testApp, admin, { name: 'HOTEL L’ILE SAINTE MARIE' });
    const third = await createHotel(testApp, admin, { name: "Hôtel l'île Sainte-Marie!" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'hotel-l-ile-sainte-marie',
      'hotel-l-ile-sainte-marie-2',
      'hotel-l-ile-sainte-marie-3',
    ]);

    const renamed = await send(
      'PUT',
      `/api/hotels/${second.id}`,
      admin,
      hotelInput({ name: 'Les Cocotiers' }),
    );
    expect(await readJson(renamed)).toMatchObject({ name: 'Les Cocotiers', slug: second.slug });
    const renewed = await send('PUT', `/api/hotels/${second.id}`, admin, {
      ...hotelInput({ name: 'Les Cocotiers' }),
      renewSlug: true,
    });
    expect((await readJson(renewed)).slug).toBe('les-cocotiers');
    const kept = await send('PUT', `/api/hotels/${third.id}`, admin, {
      ...hotelInput({ name: "Hôtel l'île Sainte-Marie" }),
      renewSlug: true,
    });
    expect((await readJson(kept)).slug).toBe('hotel-l-ile-sainte-marie-3');

    const bySlug = await readJson(await send('GET', '/api/hotels/by-slug/les-cocotiers', anonymous));
    expect(bySlug.id).toBe(second.id);
  });
});

describe('/api/admin/hotels', () => {
  let testApp: TestApp;
  let admin: TestActor;
  let send: ReturnType<typeof sendAs>;
  const page = async (query: string) => {
    const response = await send('GET', `/api/admin/hotels?${query}`, admin);
    expect(response.status).toBe(200);
    return readJson(response);
  };
  const names = async (query: string) =>
    (await page(query)).items.map((hotel: { name: string }) => hotel.name);

  beforeAll(async () => {
    testApp = await createTestApp();
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    const hotels = [
      { name: 'Anjara Lodge', city: 'Antsirabe', address: 'Route du lac Andraikiba', stars: 3 },
      { name: 'Baobab Café', city: 'Morondava', address: 'Allée des Baobabs', stars: 2 },
      { name: 'Corail Noir', city: 'Nosy Be', address: 'Ambatoloaka', stars: 5, tier: 'PREMIUM' as const },
      { name: 'Dauphin Bleu', city: 'Tôlanaro', address: 'Baie de Libanona', stars: 4 },
      { name: 'Érable 50%_off', city: 'Antsirabe', address: 'Avenue de l’Indépendance', stars: 1 },
    ];
    for (const hotel of hotels) await createHotel(testApp, admin, hotel);
    const corail = (await page('q=corail')).items[0];
    await send('PUT', '/api/hotels/archive', admin, { id: corail.id, archived: true });
  });
  afterAll(() => testApp.close());

  it('pages through every hotel, archived included, by name by default', async () => {
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((hotel: { name: string }) => hotel.name)).toEqual(['Anjara Lodge', 'Baobab Café']);
    expect(await names('pageSize=2&page=3')).toEqual(['Érable 50%_off']);
    expect(await names('pageSize=2&page=4')).toEqual([]);
  });

  it('searches the name, the city and the address, in any case, with % and _ taken literally', async () => {
    expect(await names('q=BAOBAB')).toEqual(['Baobab Café']);
    expect(await names('q=antsirabe')).toEqual(['Anjara Lodge', 'Érable 50%_off']);
    expect(await names('q=libanona')).toEqual(['Dauphin Bleu']);
    expect(await names('q=50%25_')).toEqual(['Érable 50%_off']);
    expect(await names('q=%25')).toEqual(['Érable 50%_off']);
  });

  it('filters by city, tier and archived', async () => {
    expect(await names('city=ANTSIRABE')).toEqual(['Anjara Lodge', 'Érable 50%_off']);
    expect(await names('tier=PREMIUM')).toEqual(['Corail Noir']);
    expect(await names('archived=true')).toEqual(['Corail Noir']);
    expect((await page('archived=false')).total).toBe(4);
    expect(await names('city=Antsirabe&archived=true')).toEqual([]);
  });

  it('sorts by the asked field and order', async () => {
    expect(await names('sort=stars&order=desc')).toEqual([
      'Corail Noir',
      'Dauphin Bleu',
      'Anjara Lodge',
      'Baobab Café',
      'Érable 50%_off',
    ]);
    expect((await names('sort=city')).slice(0, 2)).toEqual(['Anjara Lodge', 'Érable 50%_off']);
    expect((await names('sort=createdAt&order=desc'))[0]).toBe('Érable 50%_off');
  });

  it('rejects an unknown sort or tier with VALIDATION_ERROR', async () => {
    const response = await send('GET', '/api/admin/hotels?sort=price&tier=GOLD', admin);
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(['sort', 'tier']);
  });
});

describe('deleting a hotel or a room that has bookings to come', () => {
  let testApp: TestApp;
  let admin: TestActor;
  let send: ReturnType<typeof sendAs>;
  const booked = { hotels: new Set<string>(), rooms: new Set<string>() };
  const stubBookings: UpcomingBookings = {
    countForHotel: async (hotelId) => (booked.hotels.has(hotelId) ? 1 : 0),
    countForRoom: async (roomId) => (booked.rooms.has(roomId) ? 2 : 0),
  };

  beforeAll(async () => {
    testApp = await createTestApp({ upcomingBookings: stubBookings });
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
  });
  afterAll(() => testApp.close());

  it('refuses to delete a hotel with upcoming bookings (409), and lets it be archived instead', async () => {
    const hotel = await createHotel(testApp, admin);
    booked.hotels.add(hotel.id);
    const refused = await send('DELETE', `/api/hotels/${hotel.id}`, admin);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).code).toBe('HOTEL_HAS_UPCOMING_BOOKINGS');
    expect((await send('GET', `/api/hotels/${hotel.id}`, admin)).status).toBe(200);
    expect((await send('PUT', '/api/hotels/archive', admin, { id: hotel.id, archived: true })).status).toBe(
      200,
    );

    booked.hotels.delete(hotel.id);
    expect((await send('DELETE', `/api/hotels/${hotel.id}`, admin)).status).toBe(204);
  });

  it('refuses to delete a room with upcoming bookings (409)', async () => {
    const hotel = await createHotel(testApp, admin);
    const room = await createRoom(testApp, admin, hotel.id);
    booked.rooms.add(room.id);
    const refused = await send('DELETE', `/api/hotels/rooms/${room.id}`, admin);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).code).toBe('ROOM_HAS_UPCOMING_BOOKINGS');
    expect((await send('GET', `/api/hotels/rooms/${room.id}`, admin)).status).toBe(200);

    booked.rooms.delete(room.id);
    expect((await send('DELETE', `/api/hotels/rooms/${room.id}`, admin)).status).toBe(204);
  });
});
