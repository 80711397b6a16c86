import { addDays, type CalendarUpdateInput, nightsOf } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('the availability, rates and inventory calendar', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let guest: TestActor;
  let admin: TestActor;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;
  let bungalowId: string;
  let suiteId: string;
  const city = 'Sainte-Marie';
  const basePrice = 200_000;

  const request = (method: string, path: string, actor?: TestActor, body?: unknown) =>
    testApp.app.request(path, {
      method,
      ...(actor ? { headers: actor.headers } : { headers: { 'content-type': 'application/json' } }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const setNights = (body: Partial<CalendarUpdateInput>, actor: TestActor | null = admin) =>
    request('PUT', `/api/admin/hotels/${hotel.id}/calendar`, actor ?? undefined, body);
  const availability = async (dates: { checkIn: string; checkOut: string }) =>
    readJson(
      await request(
        'GET',
        `/api/hotels/${hotel.id}/availability?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}`,
      ),
    );
  const roomOffer = async (roomId: string, dates: { checkIn: string; checkOut: string }) =>
    (await availability(dates)).rooms.find((room: { roomId: string }) => room.roomId === roomId);
  const searchResult = async (dates: { checkIn: string; checkOut: string }) => {
    const page = await readJson(
      await request(
        'GET',
        `/api/search/hotels?city=${city}&checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&guests=2&rooms=1`,
      ),
    );
    return page.items.find((item: { hotel: { id: string } }) => item.hotel.id === hotel.id);
  };
  const book = (roomId: string, dates: { checkIn: string; checkOut: string }, quantity = 1) =>
    request('POST', '/api/bookings', guest, {
      hotelId: hotel.id,
      ...dates,
      rooms: [{ roomId, quantity }],
      guest: { name: 'Soa Rasoa', phone: '+261 33 12 345 67' },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    guest = await createActor(testApp.services);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    hotel = await insertHotel(testApp.database.db, {
      city,
      rooms: [
        { name: 'Bungalow', type: 'BUNGALOW', pricePerNight: basePrice, quantity: 3, capacity: 2 },
        { name: 'Suite', type: 'SUITE', pricePerNight: 500_000, quantity: 2, capacity: 4 },
      ],
    });
    bungalowId = hotel.rooms.find((room) => room.name === 'Bungalow')?.id as string;
    suiteId = hotel.rooms.find((room) => room.name === 'Suite')?.id as string;
  });
  afterAll(() => testApp.close());

  it('lets only admins change nights, and refuses past nights, unknown rooms and empty changes', async () => {
    const dates = stay(20, 2);
    const change = { roomIds: [bungalowId], from: dates.checkIn, to: dates.checkIn, closed: true };
    expect((await setNights(change, null)).status).toBe(401);
    expect((await setNights(change, guest)).status).toBe(403);

    const yesterday = addDays(stay(0, 1).checkIn, -1);
    const refusals = await Promise.all([
      setNights({ ...change, from: yesterday }),
      setNights({ ...change, to: addDays(dates.checkIn, -1) }),
      setNights({ roomIds: [bungalowId], from: dates.checkIn, to: dates.checkIn }),
      setNights({ ...change, roomIds: ['not-a-room-of-this-hotel'] }),
      setNights({ ...change, to: addDays(dates.checkIn, 400) }),
      setNights({ ...change, price: { kind: 'PERCENT', percent: -95 } }),
    ]);
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect((await readJson(response)).code).toBe('VALIDATION_ERROR');
    }
    expect((await request('PUT', `/api/admin/hotels/unknown-hotel/calendar`, admin, change)).status).toBe(
      404,
    );
    expect((await roomOffer(bungalowId, dates)).restriction).toBeNull();
  });

  it('prices nights by the calendar: search, availability and a new booking add up each night', async () => {
    const dates = stay(40, 4);
    // "Christmas week +30%" on the middle two nights, a fixed price on the last one.
    const [, second, third, fourth] = nightsOf(dates.checkIn, dates.checkOut) as string[];
    const raised = await setNights({
      roomIds: [bungalowId],
      from: second,
      to: third,
      price: { kind: 'PERCENT', percent: 30 },
    });
    expect(raised.status).toBe(200);
    expect(await readJson(raised)).toEqual({ updatedNights: 2 });
    expect(
      (
        await setNights({
          roomIds: [bungalowId],
          from: fourth,
          to: fourth,
          price: { kind: 'AMOUNT', amount: 150_000 },
        })
      ).status,
    ).toBe(200);

    const nightPrices = [200_000, 260_000, 260_000, 150_000];
    const total = nightPrices.reduce((sum, price) => sum + price, 0);
    expect(await roomOffer(bungalowId, dates)).toMatchObject({
      nightPrices,
      total,
      pricePerNight: total / 4,
      roomsLeft: 3,
      restriction: null,
    });
    expect(await searchResult(dates)).toMatchObject({
      lowestPricePerNight: total / 4,
      total,
      restriction: null,
    });

    const booked = await book(bungalowId, dates, 2);
    expect(booked.status).toBe(201);
    const booking = await readJson(booked);
    expect(booking.total).toBe(total * 2);
    expect(booking.rooms[0]).toMatchObject({ nightPrices: nightPrices, subtotal: total * 2 });

    // The booking keeps its prices when the calendar changes afterwards.
    await setNights({ roomIds: [bungalowId], from: second, to: fourth, price: { kind: 'DEFAULT' } });
    expect((await roomOffer(bungalowId, dates)).nightPrices).toEqual([200_000, 200_000, 200_000, 200_000]);
    const again = await readJson(await request('GET', `/api/bookings/${booking.id}`, guest));
    expect(again.rooms[0].nightPrices).toEqual(nightPrices);
  });

  it('closes room types for repairs: shown with the reason, never sold, open again afterwards', async () => {
    const dates = stay(60, 3);
    const closed = await setNights({
      roomIds: [bungalowId, suiteId],
      from: addDays(dates.checkIn, 1),
      to: addDays(dates.checkIn, 1),
      closed: true,
    });
    expect(closed.status).toBe(200);
    expect(await roomOffer(bungalowId, dates)).toMatchObject({
      roomsLeft: 0,
      restriction: { reason: 'CLOSED', minNights: null },
    });
    expect(await searchResult(dates)).toMatchObject({ restriction: { reason: 'CLOSED', minNights: null } });

    const refused = await book(bungalowId, dates);
    expect(refused.status).toBe(422);
    expect(await readJson(refused)).toMatchObject({ code: 'STAY_RESTRICTED' });

    // A stay that leaves the closed night out is sold as usual.
    expect(
      (await book(bungalowId, { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) })).status,
    ).toBe(201);

    await setNights({
      roomIds: [bungalowId, suiteId],
      from: dates.checkIn,
      to: dates.checkOut,
      closed: false,
    });
    expect(await searchResult(dates)).toMatchObject({ restriction: null, roomsLeft: 2 });
  });

  it('keeps arrivals out of closed-to-arrival days and short stays out of minimum-stay days', async () => {
    const dates = stay(80, 2);
    await setNights({ roomIds: [bungalowId, suiteId], from: dates.checkIn, to: dates.checkIn, minStay: 3 });
    expect(await roomOffer(bungalowId, dates)).toMatchObject({
      restriction: { reason: 'MIN_STAY', minNights: 3 },
    });
    expect(await searchResult(dates)).toMatchObject({ restriction: { reason: 'MIN_STAY', minNights: 3 } });
    expect((await book(bungalowId, dates)).status).toBe(422);
    const longer = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 3) };
    expect((await roomOffer(bungalowId, longer)).restriction).toBeNull();
    expect((await book(bungalowId, longer)).status).toBe(201);
    // Arriving the day before is not under the minimum stay, though the stay covers that night.
    expect(
      (await roomOffer(bungalowId, { checkIn: addDays(dates.checkIn, -1), checkOut: dates.checkOut }))
        .restriction,
    ).toBeNull();

    await setNights({
      roomIds: [suiteId],
      from: dates.checkIn,
      to: dates.checkIn,
      closedToArrival: true,
      minStay: null,
    });
    expect((await roomOffer(suiteId, longer)).restriction).toEqual({
      reason: 'CLOSED_TO_ARRIVAL',
      minNights: null,
    });
  });

  it('sets rooms for sale per night, never below the rooms already sold', async () => {
    const dates = stay(100, 2);
    expect((await book(suiteId, dates, 2)).status).toBe(201);
    const refused = await setNights({
      roomIds: [suiteId],
      from: dates.checkIn,
      to: dates.checkOut,
      forSale: 1,
    });
    expect(refused.status).toBe(409);
    const error = await readJson(refused);
    expect(error).toMatchObject({
      code: 'ROOMS_BELOW_SOLD',
      details: { roomId: suiteId, night: dates.checkIn },
    });
    expect(error.message).toContain(dates.checkIn);

    const later = stay(110, 2);
    expect(
      (await setNights({ roomIds: [suiteId], from: later.checkIn, to: later.checkIn, forSale: 5 })).status,
    ).toBe(200);
    expect((await roomOffer(suiteId, later)).roomsLeft).toBe(2);
    expect(
      (await roomOffer(suiteId, { checkIn: later.checkIn, checkOut: addDays(later.checkIn, 1) })).roomsLeft,
    ).toBe(5);
    expect(
      (await book(suiteId, { checkIn: later.checkIn, checkOut: addDays(later.checkIn, 1) }, 4)).status,
    ).toBe(201);
  });

  it('refuses a smaller room quantity while some night to come has more rooms sold, naming it', async () => {
    const dates = stay(120, 2);
    expect((await book(bungalowId, dates, 3)).status).toBe(201);
    const room = hotel.rooms.find((candidate) => candidate.id === bungalowId);
    const fields = {
      name: 'Bungalow',
      description: '',
      type: 'BUNGALOW',
      pricePerNight: basePrice,
      capacity: 2,
    };
    const refused = await request('PUT', `/api/hotels/rooms/${room?.id}`, admin, { ...fields, quantity: 2 });
    expect(refused.status).toBe(409);
    const error = await readJson(refused);
    expect(error.code).toBe('ROOMS_BELOW_SOLD');
    expect(error.message).toContain(dates.checkIn);

    const raised = await request('PUT', `/api/hotels/rooms/${room?.id}`, admin, { ...fields, quantity: 6 });
    expect(raised.status).toBe(200);
    expect((await roomOffer(bungalowId, dates)).roomsLeft).toBe(3);
  });

  it('draws every night in the back office and records each change in the audit log', async () => {
    const from = stay(130, 1).checkIn;
    await setNights({
      roomIds: [bungalowId],
      from,
      to: addDays(from, 1),
      price: { kind: 'AMOUNT', amount: 333_000 },
      minStay: 2,
    });
    const occupancy = await readJson(
      await request('GET', `/api/admin/hotels/${hotel.id}/occupancy?from=${from}&days=3`, admin),
    );
    const bungalow = occupancy.rooms.find((room: { roomId: string }) => room.roomId === bungalowId);
    expect(
      bungalow.calendar.map((night: { price: number; priceSet: boolean; minStay: number | null }) => [
        night.price,
        night.priceSet,
        night.minStay,
      ]),
    ).toEqual([
      [333_000, true, 2],
      [333_000, true, 2],
      [basePrice, false, null],
    ]);

    const audit = await readJson(
      await request('GET', `/api/admin/audit?action=calendar.update&entityId=${hotel.id}`, admin),
    );
    const latest = audit.items[0];
    expect(latest).toMatchObject({ action: 'calendar.update', entityType: 'hotel', entityId: hotel.id });
    expect(latest.after).toMatchObject({ from, price: { kind: 'AMOUNT', amount: 333_000 }, minStay: 2 });
  });
});
