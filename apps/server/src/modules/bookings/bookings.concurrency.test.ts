import { addDays, nightsOf } from '@madabook/contracts';
import type { DatabaseHandle } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import { createActor, type TestActor } from '../../test/actors';
import { soldFromBookings, soldInCalendar } from '../../test/calendar-recount';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';
import { calendarRows } from '../calendar/calendar.repo';

function concurrencySuite(openDatabase: () => Promise<DatabaseHandle>) {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let guests: TestActor[];

  const book = (actor: TestActor, body: unknown, key: string) =>
    testApp.app.request('/api/bookings', {
      method: 'POST',
      headers: { ...actor.headers, 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  const bookingOf = (hotelId: string, roomId: string, dates: { checkIn: string; checkOut: string }) => ({
    hotelId,
    ...dates,
    rooms: [{ roomId, quantity: 1 }],
    guest: { name: 'Hery Rabe', phone: '+261 32 11 222 33' },
  });

  beforeAll(async () => {
    testApp = await createTestApp({ database: await openDatabase() });
    guests = await Promise.all(Array.from({ length: 10 }, () => createActor(testApp.services)));
  });
  afterAll(() => testApp.close());

  it('50 parallel bookings for the last 5 rooms give exactly 5 confirmed and 45 SOLD_OUT', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 8 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(30, 3);
    for (let index = 0; index < 3; index++) {
      expect(
        (await book(guests[index] as TestActor, bookingOf(hotel.id, roomId, dates), `early-booking-${index}`))
          .status,
      ).toBe(201);
    }

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(
          guests[index % guests.length] as TestActor,
          bookingOf(hotel.id, roomId, dates),
          `race-booking-${index}`,
        ),
      ),
    );
    const outcomes = await Promise.all(
      responses.map(async (response) => `${response.status} ${(await readJson(response)).code ?? 'BOOKED'}`),
    );
    expect(outcomes.filter((outcome) => outcome === '201 BOOKED')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === '409 SOLD_OUT')).toHaveLength(45);

    const sold = await soldInCalendar(testApp.database.db, [roomId], dates.checkIn, dates.checkOut);
    expect(nightsOf(dates.checkIn, dates.checkOut).map((night) => sold.get(`${roomId} ${night}`))).toEqual([
      8, 8, 8,
    ]);
    expect(sold).toEqual(
      await soldFromBookings(testApp.database.db, [roomId], dates.checkIn, dates.checkOut),
    );
  });

  it("a town's search page, cached or not, is never older than the bookings answered before it, on either server", async () => {
    const hotel = await insertHotel(testApp.database.db, {
      city: 'Ambositra',
      rooms: [{ quantity: 30, pricePerNight: 70_000 }],
    });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(45, 2);
    // A second server on the same database, with a search cache of its own.
    const logger = createLogger({ level: 'silent', pretty: false });
    const otherServices = createServices({ ...testApp, logger });
    onTestFinished(() => otherServices.close());
    const other = createApp({ ...testApp, logger, services: otherServices });
    const roomsLeft = async (server: typeof other) => {
      const query = new URLSearchParams({ city: 'Ambositra', ...dates, guests: '2', rooms: '1' });
      const page = await readJson(await server.request(`/api/search/hotels?${query}`));
      return page.items[0]?.roomsLeft;
    };
    expect([await roomsLeft(testApp.app), await roomsLeft(other)]).toEqual([30, 30]);

    const searches: Array<Promise<unknown>> = [];
    const bookings = Array.from({ length: 20 }, (_, index) => {
      searches.push(roomsLeft(index % 2 ? other : testApp.app));
      return book(
        guests[index % guests.length] as TestActor,
        bookingOf(hotel.id, roomId, dates),
        `cached-${index}`,
      );
    });
    expect((await Promise.all(bookings)).map((response) => response.status)).toEqual(Array(20).fill(201));
    await Promise.all(searches);
    expect([await roomsLeft(testApp.app), await roomsLeft(other)]).toEqual([10, 10]);
  });

  it('overlapping stays booked in parallel never take more rooms than exist on any night', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 4 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const window = stay(60, 10);
    // Stays of 1 to 4 nights starting on each of the first 7 days of the window.
    const stays = Array.from({ length: 40 }, (_, index) => {
      const checkIn = addDays(window.checkIn, index % 7);
      return { checkIn, checkOut: addDays(checkIn, 1 + (index % 4)) };
    });
    const responses = await Promise.all(
      stays.map((dates, index) =>
        book(
          guests[index % guests.length] as TestActor,
          bookingOf(hotel.id, roomId, dates),
          `overlap-${index}`,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(4);

    const recounted = await soldFromBookings(testApp.database.db, [roomId], window.checkIn, window.checkOut);
    expect(await soldInCalendar(testApp.database.db, [roomId], window.checkIn, window.checkOut)).toEqual(
      recounted,
    );
    const soldOn = (night: string) => recounted.get(`${roomId} ${night}`) ?? 0;
    for (const night of nightsOf(window.checkIn, window.checkOut)) {
      expect(soldOn(night)).toBeLessThanOrEqual(4);
    }
    // Every refusal was real: the busiest night of each refused stay is full.
    stays.forEach((dates, index) => {
      if (statuses[index] !== 409) return;
      const busiest = Math.max(...nightsOf(dates.checkIn, dates.checkOut).map(soldOn));
      expect(busiest).toBe(4);
    });
  });

  it('bookings and cancellations in parallel on overlapping stays keep the calendar equal to a recount', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 3 }, { quantity: 2 }] });
    const roomIds = hotel.rooms.map((room) => room.id);
    const window = stay(90, 8);
    const stayAt = (index: number) => {
      const checkIn = addDays(window.checkIn, index % 5);
      return { checkIn, checkOut: addDays(checkIn, 1 + (index % 3)) };
    };
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        book(
          guests[index % guests.length] as TestActor,
          bookingOf(hotel.id, roomIds[index % 2] as string, stayAt(index)),
          `first-wave-${index}`,
        ),
      ),
    );
    const booked = await Promise.all(
      first.filter((response) => response.status === 201).map((response) => readJson(response)),
    );
    expect(booked.length).toBeGreaterThan(0);

    const ownerOf = (booking: { userId: string }) =>
      guests.find((guest) => guest.id === booking.userId) as TestActor;
    // Half of the bookings are cancelled while a second wave books the same nights.
    const cancellations = booked.filter((_, index) => index % 2 === 0);
    const results = await Promise.all([
      ...cancellations.map((booking) =>
        testApp.app.request(`/api/bookings/${booking.id}/cancel`, {
          method: 'POST',
          headers: ownerOf(booking).headers,
        }),
      ),
      ...Array.from({ length: 12 }, (_, index) =>
        book(
          guests[(index + 3) % guests.length] as TestActor,
          bookingOf(hotel.id, roomIds[(index + 1) % 2] as string, stayAt(index + 2)),
          `second-wave-${index}`,
        ),
      ),
    ]);
    expect(results.slice(0, cancellations.length).map((response) => response.status)).toEqual(
      cancellations.map(() => 200),
    );
    expect(
      results.every(
        (response) => response.status === 200 || response.status === 201 || response.status === 409,
      ),
    ).toBe(true);

    const recounted = await soldFromBookings(testApp.database.db, roomIds, window.checkIn, window.checkOut);
    expect(await soldInCalendar(testApp.database.db, roomIds, window.checkIn, window.checkOut)).toEqual(
      recounted,
    );
    for (const night of nightsOf(window.checkIn, window.checkOut)) {
      expect(recounted.get(`${roomIds[0]} ${night}`) ?? 0).toBeLessThanOrEqual(3);
      expect(recounted.get(`${roomIds[1]} ${night}`) ?? 0).toBeLessThanOrEqual(2);
    }
  });

  it('lowering the rooms for sale while guests book the same nights never oversells nor fails', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 6 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(120, 2);
    const admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    const responses = await Promise.all([
      testApp.app.request(`/api/admin/hotels/${hotel.id}/calendar`, {
        method: 'PUT',
        headers: admin.headers,
        body: JSON.stringify({ roomIds: [roomId], from: dates.checkIn, to: dates.checkIn, forSale: 3 }),
      }),
      ...Array.from({ length: 8 }, (_, index) =>
        book(
          guests[index % guests.length] as TestActor,
          bookingOf(hotel.id, roomId, dates),
          `sale-race-${index}`,
        ),
      ),
    ]);
    const [update, ...bookings] = responses.map((response) => response.status);
    expect([200, 409]).toContain(update);
    expect(bookings.every((status) => status === 201 || status === 409)).toBe(true);

    const rows = await calendarRows(testApp.database.db, [roomId], dates.checkIn, dates.checkOut);
    for (const row of rows) expect(row.sold).toBeLessThanOrEqual(row.forSale);
    const firstNight = rows.find((row) => row.night === dates.checkIn);
    // Either the change came first and the first night sells 3, or enough bookings came first to refuse it.
    if (update === 200) expect(firstNight).toMatchObject({ forSale: 3, forSaleOverride: 3 });
    else expect(firstNight?.sold).toBeGreaterThan(3);
    expect(bookings.filter((status) => status === 201)).toHaveLength(firstNight?.sold ?? 0);
    expect(await soldInCalendar(testApp.database.db, [roomId], dates.checkIn, dates.checkOut)).toEqual(
      await soldFromBookings(testApp.database.db, [roomId], dates.checkIn, dates.checkOut),
    );
  });
}

describe('concurrent bookings on PGlite', () => concurrencySuite(createTestDatabase));

if (!testPostgresUrl) console.warn('PostgreSQL concurrency suite skipped: TEST_DATABASE_URL is not set.');
describe.skipIf(!testPostgresUrl)('concurrent bookings on PostgreSQL', () =>
  concurrencySuite(() => createPostgresTestDatabase(testPostgresUrl as string, 60)),
);
