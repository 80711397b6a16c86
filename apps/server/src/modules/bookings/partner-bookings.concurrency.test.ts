import { addDays } from '@madabook/contracts';
import type { DatabaseHandle } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { soldFromBookings, soldInCalendar } from '../../test/calendar-recount';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { deskActionPath, deskBooking, hotelBookingsPath } from '../../test/hotel-desk';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';

type TestHotel = Awaited<ReturnType<typeof insertHotel>>;

/** Bookings the hotel takes and the front desk's releases, racing online bookings for the same rooms. */
function deskConcurrencySuite(openDatabase: () => Promise<DatabaseHandle>) {
  let testApp: TestApp;
  let admin: TestActor;
  let guests: TestActor[];

  beforeAll(async () => {
    testApp = await createTestApp({ database: await openDatabase() });
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    guests = await Promise.all(Array.from({ length: 5 }, () => createActor(testApp.services)));
  });
  afterAll(() => testApp.close());

  const send = (caller: TestActor, path: string, body?: unknown, key?: string) =>
    testApp.app.request(path, {
      method: 'POST',
      headers: { ...caller.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const bookOnline = (hotel: TestHotel, dates: { checkIn: string; checkOut: string }, index: number) =>
    send(
      guests[index % guests.length] as TestActor,
      '/api/bookings',
      {
        hotelId: hotel.id,
        ...dates,
        rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
        guest: { name: 'Hery Rabe', phone: '+261 32 11 222 33' },
      },
      `online-${hotel.id}-${index}`,
    );
  const expectCalendarEqualsRecount = async (
    hotel: TestHotel,
    window: { checkIn: string; checkOut: string },
  ) => {
    const roomIds = hotel.rooms.map((room) => room.id);
    const recounted = await soldFromBookings(testApp.database.db, roomIds, window.checkIn, window.checkOut);
    expect(await soldInCalendar(testApp.database.db, roomIds, window.checkIn, window.checkOut)).toEqual(
      recounted,
    );
    return recounted;
  };

  it('a phone booking and 20 online bookings racing for the last rooms never oversell', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 6 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const desk = await createMember(testApp, admin, { hotelId: hotel.id }, 'FRONT_DESK');
    const dates = stay(0, 2);
    // Three rooms are gone already: three left for 21 bookings.
    for (let index = 0; index < 3; index++)
      expect((await bookOnline(hotel, dates, 100 + index)).status).toBe(201);

    const [phone, ...online] = await Promise.all([
      send(
        desk,
        hotelBookingsPath(hotel.id),
        deskBooking(hotel, { nights: 2 }, { rooms: [{ roomId, quantity: 2 }] }),
        'phone-race',
      ),
      ...Array.from({ length: 20 }, (_, index) => bookOnline(hotel, dates, index)),
    ]);
    const outcomes = await Promise.all(
      [phone, ...online].map(
        async (response) => `${response.status} ${(await readJson(response)).code ?? 'BOOKED'}`,
      ),
    );
    expect(outcomes.every((outcome) => outcome === '201 BOOKED' || outcome === '409 SOLD_OUT')).toBe(true);
    // Three rooms were left: the phone booking's two and one online, or three online.
    const roomsTaken = outcomes.reduce(
      (sum, outcome, index) => sum + (outcome === '201 BOOKED' ? (index === 0 ? 2 : 1) : 0),
      0,
    );
    expect(roomsTaken).toBe(3);
    const recounted = await expectCalendarEqualsRecount(hotel, dates);
    expect([...recounted.values()]).toEqual([6, 6]);
  });

  it('an early departure racing online bookings for the night it frees sells that night exactly once', async () => {
    const hotel = await insertHotel(testApp.database.db, { rooms: [{ quantity: 1 }] });
    const desk = await createMember(testApp, admin, { hotelId: hotel.id }, 'FRONT_DESK');
    const taken = await send(desk, hotelBookingsPath(hotel.id), deskBooking(hotel, { nights: 3 }));
    expect(taken.status).toBe(201);
    const booking = await readJson(taken);
    expect((await send(desk, deskActionPath(booking.id, 'check-in'))).status).toBe(200);
    const freed = { checkIn: addDays(booking.checkIn, 1), checkOut: addDays(booking.checkIn, 2) };

    const [departure, ...online] = await Promise.all([
      send(desk, deskActionPath(booking.id, 'early-departure'), { lastNight: booking.checkIn }),
      ...Array.from({ length: 10 }, (_, index) => bookOnline(hotel, freed, 200 + index)),
    ]);
    expect(departure.status).toBe(200);
    const statuses = online.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const sold = statuses.filter((status) => status === 201).length;
    expect(sold).toBeLessThanOrEqual(1);
    // Every booking that lost the race to the release may try again: the night sells once, whichever came first.
    const last = await bookOnline(hotel, freed, 300);
    expect(last.status).toBe(sold === 1 ? 409 : 201);
    const recounted = await expectCalendarEqualsRecount(hotel, {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    });
    expect([...recounted.values()]).toEqual([1, 1]);
  });
}

describe('the front desk racing online bookings on PGlite', () => deskConcurrencySuite(createTestDatabase));

if (!testPostgresUrl)
  console.warn('PostgreSQL front-desk concurrency suite skipped: TEST_DATABASE_URL is not set.');
describe.skipIf(!testPostgresUrl)('the front desk racing online bookings on PostgreSQL', () =>
  deskConcurrencySuite(() => createPostgresTestDatabase(testPostgresUrl as string, 60)),
);
