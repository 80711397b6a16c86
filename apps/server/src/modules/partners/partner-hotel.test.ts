import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { stay } from '../../test/catalog-fixtures';
import { createHotel, createRoom, hotelInput, roomInput, uploadFiles } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testImage } from '../../test/test-images';

/**
 * A hotel's team runs its own hotel through /api/partner with the back office's services: the
 * details (not stars or tier), rooms, photos and calendar; a hotel of the same town next door
 * does not exist for it.
 */
describe('partners run their own hotel', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let hotelA: { id: string; name: string; stars: number; tier: string };
  let hotelB: { id: string };
  let roomA: { id: string };
  let roomB: { id: string };
  let owner: TestActor;
  let manager: TestActor;
  let desk: TestActor;
  let neighbour: TestActor;

  const details = () => {
    const { stars: _stars, tier: _tier, ...rest } = hotelInput({ city: 'Mahajanga' });
    return rest;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    hotelA = await createHotel(testApp, admin, { city: 'Mahajanga', stars: 4, tier: 'PREMIUM' });
    hotelB = await createHotel(testApp, admin, { city: 'Mahajanga' });
    roomA = await createRoom(testApp, admin, hotelA.id, { quantity: 3, pricePerNight: 100_000 });
    roomB = await createRoom(testApp, admin, hotelB.id);
    owner = await createMember(testApp, admin, { hotelId: hotelA.id }, 'OWNER');
    manager = await createMember(testApp, owner, { hotelId: hotelA.id }, 'MANAGER', { area: 'partner' });
    desk = await createMember(testApp, owner, { hotelId: hotelA.id }, 'FRONT_DESK', { area: 'partner' });
    neighbour = await createMember(testApp, admin, { hotelId: hotelB.id }, 'OWNER');
  });
  afterAll(() => testApp.close());

  it('a manager changes the details but never the stars or tier', async () => {
    const body = details();
    const updated = await api.put(`/api/partner/hotels/${hotelA.id}`, manager, {
      ...body,
      name: 'Les Baobabs',
    });
    expect(updated.status).toBe(200);
    expect(await readJson(updated)).toMatchObject({ name: 'Les Baobabs', stars: 4, tier: 'PREMIUM' });
    for (const extra of [{ stars: 5 }, { tier: 'STANDARD' }]) {
      const refused = await api.put(`/api/partner/hotels/${hotelA.id}`, manager, { ...body, ...extra });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
    }
    const hotel = await readJson(await api.get(`/api/partner/hotels/${hotelA.id}`, desk));
    expect(hotel).toMatchObject({ name: 'Les Baobabs', stars: 4, tier: 'PREMIUM' });
    // The front desk reads its hotel, and changes nothing of it.
    expect((await api.put(`/api/partner/hotels/${hotelA.id}`, desk, body)).status).toBe(403);
    // The platform's own operations stay closed to the team.
    expect((await api.put(`/api/hotels/${hotelA.id}`, owner, hotelInput())).status).toBe(403);
    expect((await api.put('/api/hotels/archive', owner, { id: hotelA.id, archived: true })).status).toBe(403);
    expect((await api.del(`/api/hotels/${hotelA.id}`, owner)).status).toBe(403);
  });

  it('answers 404 for every resource of the hotel next door, and 403 where the role falls short', async () => {
    const hotelBPaths: Array<[string, string, unknown?]> = [
      ['GET', `/api/partner/hotels/${hotelB.id}`],
      ['PUT', `/api/partner/hotels/${hotelB.id}`, details()],
      ['GET', `/api/partner/hotels/${hotelB.id}/rooms`],
      ['GET', `/api/partner/hotels/rooms/${roomB.id}`],
      ['PUT', `/api/partner/hotels/rooms/${roomB.id}`, roomInput(hotelB.id)],
      ['DELETE', `/api/partner/hotels/rooms/${roomB.id}`],
      ['POST', '/api/partner/hotels/rooms', roomInput(hotelB.id)],
      ['PUT', `/api/partner/hotels/${hotelB.id}/photos/order`, { photoIds: ['no-such-photo'] }],
      ['GET', `/api/partner/hotels/${hotelB.id}/occupancy?from=${stay(1, 1).checkIn}`],
      [
        'PUT',
        `/api/partner/hotels/${hotelB.id}/calendar`,
        { roomIds: [roomB.id], from: stay(5, 1).checkIn, to: stay(5, 1).checkIn, closed: true },
      ],
      ['GET', `/api/partner/hotels/${hotelB.id}/audit`],
      ['GET', `/api/partner/hotels/${hotelB.id}/members`],
    ];
    for (const [method, path, body] of hotelBPaths) {
      for (const caller of [owner, manager, desk]) {
        const response = await api.send(method, path, caller, body);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    const photo = await uploadFiles(testApp, `/api/partner/hotels/rooms/${roomB.id}/photos`, owner, [
      await testImage('png', 32, 24),
    ]);
    expect(photo.status).toBe(404);
    // B's own owner still has it all.
    expect((await api.get(`/api/partner/hotels/${hotelB.id}/rooms`, neighbour)).status).toBe(200);

    const from = stay(1, 1).checkIn;
    expect((await api.get(`/api/partner/hotels/${hotelA.id}/occupancy?from=${from}`, desk)).status).toBe(403);
    expect((await api.get(`/api/partner/hotels/${hotelA.id}/rooms`, desk)).status).toBe(200);
    expect((await api.post('/api/partner/hotels/rooms', desk, roomInput(hotelA.id))).status).toBe(403);
    expect((await api.get(`/api/partner/hotels/${hotelA.id}/audit`, manager)).status).toBe(403);
  });

  it('a manager adds a room type with photos, changes it and removes it', async () => {
    const created = await api.post(
      '/api/partner/hotels/rooms',
      manager,
      roomInput(hotelA.id, { name: 'Suite' }),
    );
    expect(created.status).toBe(201);
    const suite = await readJson(created);
    const uploaded = await uploadFiles(testApp, `/api/partner/hotels/rooms/${suite.id}/photos`, manager, [
      await testImage('png', 64, 48),
    ]);
    expect(uploaded.status).toBe(201);
    const changed = await api.put(`/api/partner/hotels/rooms/${suite.id}`, manager, {
      ...roomInput(hotelA.id, { name: 'Suite vue mer' }),
    });
    expect((await readJson(changed)).name).toBe('Suite vue mer');
    const rooms = await readJson(await api.get(`/api/partner/hotels/${hotelA.id}/rooms`, desk));
    expect(rooms.map((room: { name: string }) => room.name)).toContain('Suite vue mer');
    expect(rooms.find((room: { id: string }) => room.id === suite.id).photos).toHaveLength(1);
    expect((await api.del(`/api/partner/hotels/rooms/${suite.id}`, manager)).status).toBe(204);
  });

  it('a manager closes a night and raises a price, and travellers see it at once', async () => {
    const closed = stay(12, 1);
    const raised = stay(14, 2);
    const calendar = `/api/partner/hotels/${hotelA.id}/calendar`;
    expect(
      (
        await api.put(calendar, manager, {
          roomIds: [roomA.id],
          from: closed.checkIn,
          to: closed.checkIn,
          closed: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.put(calendar, manager, {
          roomIds: [roomA.id],
          from: raised.checkIn,
          to: raised.checkIn,
          price: { kind: 'AMOUNT', amount: 180_000 },
        })
      ).status,
    ).toBe(200);
    const availability = async ({ checkIn, checkOut }: { checkIn: string; checkOut: string }) =>
      (
        await readJson(
          await api.get(`/api/hotels/${hotelA.id}/availability?checkIn=${checkIn}&checkOut=${checkOut}`, {
            headers: {},
          }),
        )
      ).rooms.find((room: { roomId: string }) => room.roomId === roomA.id);
    expect((await availability(closed)).restriction).toEqual({ reason: 'CLOSED', minNights: null });
    expect((await availability(raised)).nightPrices).toEqual([180_000, 100_000]);

    const occupancy = await readJson(
      await api.get(`/api/partner/hotels/${hotelA.id}/occupancy?from=${closed.checkIn}&days=1`, manager),
    );
    expect(occupancy.rooms[0].calendar[0]).toMatchObject({ night: closed.checkIn, closed: true });
  });

  it('writes the team’s changes in the hotel’s log, which its owner reads', async () => {
    const log = await readJson(await api.get(`/api/partner/hotels/${hotelA.id}/audit?pageSize=100`, owner));
    const actions = log.items.map((entry: { action: string; actorEmail: string; scope: string }) => [
      entry.action,
      entry.actorEmail,
      entry.scope,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['calendar.update', manager.email, 'PARTNER'],
        ['hotel.update', manager.email, 'PARTNER'],
        ['room.create', manager.email, 'PARTNER'],
        ['room.photos.add', manager.email, 'PARTNER'],
        ['room.create', admin.email, 'PLATFORM'],
      ]),
    );
    expect(log.items.every((entry: { hotelId: string }) => entry.hotelId === hotelA.id)).toBe(true);
  });
});
