import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { createHotel, createRoom, roomInput } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('/api/hotels/rooms', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;
  let hotel: { id: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
    hotel = await createHotel(testApp, admin);
  });
  afterAll(() => testApp.close());

  it('answers each route by who calls it', async () => {
    const room = await createRoom(testApp, admin, hotel.id);
    const doomed = await createRoom(testApp, admin, hotel.id);
    const archivedHotel = await createHotel(testApp, admin);
    const hiddenRoom = await createRoom(testApp, admin, archivedHotel.id);
    await send('PUT', '/api/hotels/archive', admin, { id: archivedHotel.id, archived: true });
    const { hotelId: _hotelId, ...update } = roomInput(hotel.id);
    const everyone = (status: number) => ({ anonymous: status, user: status, admin: status });
    const adminsOnlySee = { anonymous: 404, user: 404, admin: 200 };
    const routes: RouteAccess[] = [
      { method: 'GET', path: `/api/hotels/${hotel.id}/rooms`, access: everyone(200) },
      { method: 'GET', path: `/api/hotels/${archivedHotel.id}/rooms`, access: adminsOnlySee },
      { method: 'GET', path: `/api/hotels/rooms/${room.id}`, access: everyone(200) },
      { method: 'GET', path: `/api/hotels/rooms/${hiddenRoom.id}`, access: adminsOnlySee },
      { method: 'POST', path: '/api/hotels/rooms', body: roomInput(hotel.id), access: adminOnly(201) },
      { method: 'PUT', path: `/api/hotels/rooms/${room.id}`, body: update, access: adminOnly(200) },
      { method: 'DELETE', path: `/api/hotels/rooms/${doomed.id}`, access: adminOnly(204) },
    ];
    for (const route of routes) await expectAccess(send, route, { user, admin });
  });

  it('lets an admin create, update and delete a room, and audits each change', async () => {
    const created = await send('POST', '/api/hotels/rooms', admin, {
      ...roomInput(hotel.id),
      name: 'Bungalow pieds dans l’eau',
      type: 'BUNGALOW',
      pricePerNight: 450_000,
    });
    expect(created.status).toBe(201);
    const room = await readJson(created);
    expect(room).toMatchObject({
      hotelId: hotel.id,
      name: 'Bungalow pieds dans l’eau',
      description: '',
      type: 'BUNGALOW',
      pricePerNight: 450_000,
      capacity: 2,
      quantity: 4,
      photos: [],
    });
    expect((await readJson(await send('GET', `/api/hotels/${hotel.id}`, admin))).roomCount).toBeGreaterThan(
      0,
    );

    const { hotelId: _hotelId, ...fields } = roomInput(hotel.id);
    const updated = await send('PUT', `/api/hotels/rooms/${room.id}`, admin, { ...fields, quantity: 0 });
    expect(updated.status).toBe(200);
    expect((await readJson(updated)).quantity).toBe(0);

    expect((await send('DELETE', `/api/hotels/rooms/${room.id}`, admin)).status).toBe(204);
    expect((await send('GET', `/api/hotels/rooms/${room.id}`, admin)).status).toBe(404);
    expect((await send('DELETE', `/api/hotels/rooms/${room.id}`, admin)).status).toBe(404);

    const audit = await testApp.services.audit.list({
      entityType: 'room',
      page: 1,
      pageSize: 100,
      order: 'asc',
    });
    const entries = audit.items.filter((entry) => entry.entityId === room.id);
    expect(entries.map((entry) => entry.action)).toEqual(['room.create', 'room.update', 'room.delete']);
    expect(entries[1]).toMatchObject({ before: { quantity: 4 }, after: { quantity: 0 } });
  });

  it('lists a hotel’s rooms cheapest first, without bookkeeping fields for the public', async () => {
    const other = await createHotel(testApp, admin);
    await createRoom(testApp, admin, other.id, { name: 'Suite', type: 'SUITE', pricePerNight: 900_000 });
    await createRoom(testApp, admin, other.id, { name: 'Simple', type: 'SINGLE', pricePerNight: 45_000 });
    const seenByPublic = await readJson(await send('GET', `/api/hotels/${other.id}/rooms`, anonymous));
    expect(seenByPublic.map((room: { name: string }) => room.name)).toEqual(['Simple', 'Suite']);
    expect(seenByPublic[0]).not.toHaveProperty('createdAt');
    const seenByAdmin = await readJson(await send('GET', `/api/hotels/${other.id}/rooms`, admin));
    expect(seenByAdmin[0]).toHaveProperty('createdAt');
    expect((await send('GET', '/api/hotels/no-such-hotel/rooms', anonymous)).status).toBe(404);
  });

  it('rejects bad fields with VALIDATION_ERROR naming them', async () => {
    const response = await send('POST', '/api/hotels/rooms', admin, {
      ...roomInput(hotel.id),
      pricePerNight: 0,
      capacity: 21,
      quantity: 501,
      type: 'CASTLE',
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'capacity',
      'pricePerNight',
      'quantity',
      'type',
    ]);
    const fractional = await send('POST', '/api/hotels/rooms', admin, {
      ...roomInput(hotel.id),
      pricePerNight: 10.5,
    });
    expect(fractional.status).toBe(400);
  });

  it('refuses a room for a hotel that does not exist, naming hotelId', async () => {
    const response = await send('POST', '/api/hotels/rooms', admin, roomInput('no-such-hotel'));
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.details.issues).toEqual([{ path: 'hotelId', message: 'Unknown hotel' }]);
  });
});
