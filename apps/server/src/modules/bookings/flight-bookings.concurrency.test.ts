import { type Database, type DatabaseHandle, schema } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { seatsSold } from '../../test/flight-seats';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';
import {
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  passengersFor,
  type TestDeparture,
  testContact,
} from './test-flights';

/** Seats the confirmed bookings hold on a departure, counted from their flight lines. */
async function seatsBooked(db: Database, instanceId: string) {
  const [row] = await db
    .select({ value: sum(schema.bookingFlight.seats) })
    .from(schema.bookingFlight)
    .innerJoin(schema.booking, eq(schema.booking.id, schema.bookingFlight.bookingId))
    .where(and(eq(schema.bookingFlight.instanceId, instanceId), eq(schema.booking.status, 'CONFIRMED')));
  return Number(row?.value ?? 0);
}

function concurrencySuite(openDatabase: () => Promise<DatabaseHandle>) {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let guests: TestActor[];

  const book = (actor: TestActor, offerIds: string[], departureDate: string, key: string) =>
    apiClient(testApp).post(
      '/api/flight-bookings',
      actor,
      { offerIds, passengers: passengersFor(departureDate, { adults: 1 }), contact: testContact },
      key,
    );
  const outcomes = (responses: Response[]) =>
    Promise.all(
      responses.map(async (response) => `${response.status} ${(await readJson(response)).code ?? 'BOOKED'}`),
    );
  const guestAt = (index: number) => guests[index % guests.length] as TestActor;

  /** A departure of its own from Antananarivo, and the offer the search makes of it for one adult. */
  async function departureOnSale(to: string, daysFromNow: number, economySeats: number) {
    const flight = await insertDeparture(testApp.database.db, { from: 'TNR', to, daysFromNow, economySeats });
    const [offerId] = (await findOffers(testApp, { outbound: [flight] }, { adults: 1 })) as [string];
    return { flight, offerId };
  }

  /** Seats sold on the departure equal what its confirmed bookings hold, and never exceed the cabin. */
  async function expectInventoryMatchesBookings(departure: TestDeparture, seats: number) {
    const sold = await seatsSold(testApp.database.db, departure.instanceId);
    expect(sold).toBe(await seatsBooked(testApp.database.db, departure.instanceId));
    expect(sold).toBeLessThanOrEqual(seats);
    return sold;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ database: await openDatabase() });
    guests = await Promise.all(Array.from({ length: 8 }, () => createActor(testApp.services)));
    await insertFlightNetwork(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it('30 parallel bookings for the last 5 seats give exactly 5 bookings and 25 SOLD_OUT', async () => {
    const { flight, offerId } = await departureOnSale('NOS', 60, 5);
    const results = await outcomes(
      await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          book(guestAt(index), [offerId], flight.departureDate, `last-seats-${index}`),
        ),
      ),
    );
    expect(results.filter((outcome) => outcome === '201 BOOKED')).toHaveLength(5);
    expect(results.filter((outcome) => outcome === '409 SOLD_OUT')).toHaveLength(25);
    expect(await expectInventoryMatchesBookings(flight, 5)).toBe(5);
  });

  it('a return trip never takes one flight without the other, even racing one-way bookings', async () => {
    const db = testApp.database.db;
    // Eight outbound seats: the six one-ways can never take them all, yet with the round trips they want nine.
    const outbound = await insertDeparture(db, { from: 'TNR', to: 'TMM', daysFromNow: 62, economySeats: 8 });
    const inbound = await insertDeparture(db, { from: 'TMM', to: 'TNR', daysFromNow: 64, economySeats: 3 });
    const roundTrip = await findOffers(testApp, { outbound: [outbound], return: [inbound] }, { adults: 1 });
    const [oneWay] = (await findOffers(testApp, { outbound: [outbound] }, { adults: 1 })) as [string];

    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) =>
        book(guestAt(index), roundTrip, outbound.departureDate, `round-trip-${index}`),
      ),
      ...Array.from({ length: 6 }, (_, index) =>
        book(guestAt(index + 3), [oneWay], outbound.departureDate, `one-way-${index}`),
      ),
    ]);
    const results = await outcomes(responses);
    expect(results.every((outcome) => outcome === '201 BOOKED' || outcome === '409 SOLD_OUT')).toBe(true);
    const roundTrips = results.slice(0, 12).filter((outcome) => outcome === '201 BOOKED').length;
    const oneWays = results.slice(12).filter((outcome) => outcome === '201 BOOKED').length;

    // The return has 3 seats: at most 3 round trips, each holding a seat on both flights; at least two
    // outbound seats outlast the one-ways, so some round trips always get through.
    expect(roundTrips).toBeGreaterThanOrEqual(2);
    expect(await expectInventoryMatchesBookings(inbound, 3)).toBe(roundTrips);
    expect(await expectInventoryMatchesBookings(outbound, 8)).toBe(roundTrips + oneWays);
    const confirmed = await db
      .select({ id: schema.booking.id })
      .from(schema.booking)
      .where(and(eq(schema.booking.kind, 'FLIGHT'), eq(schema.booking.status, 'CONFIRMED')));
    const lines = await db
      .select()
      .from(schema.bookingFlight)
      .where(
        inArray(
          schema.bookingFlight.bookingId,
          confirmed.map((row) => row.id),
        ),
      );
    const roundTripIds = new Set(
      lines.filter((line) => line.instanceId === inbound.instanceId).map((line) => line.bookingId),
    );
    for (const id of roundTripIds) {
      expect(lines.filter((line) => line.bookingId === id).map((line) => line.instanceId)).toEqual([
        outbound.instanceId,
        inbound.instanceId,
      ]);
    }
  });

  it('twin requests with one Idempotency-Key make one booking, answered to all of them', async () => {
    const { flight, offerId } = await departureOnSale('NOS', 66, 1);
    const guest = guestAt(0);
    // Each twin that loses the race for the only seat finds the booking its sibling made.
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => book(guest, [offerId], flight.departureDate, 'one-key-for-six-twins')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    const replays = responses.filter((response) => response.headers.get('idempotent-replayed') === 'true');
    expect(replays).toHaveLength(5);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson(response)).id)));
    expect(ids.size).toBe(1);
    expect(await expectInventoryMatchesBookings(flight, 1)).toBe(1);
  });

  it('cancellations racing bookings keep the seats sold equal to the bookings that hold them', async () => {
    const { flight, offerId } = await departureOnSale('TMM', 68, 4);
    const first = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        book(guestAt(index), [offerId], flight.departureDate, `before-cancel-${index}`),
      ),
    );
    const booked = await Promise.all(first.map((response) => readJson(response)));
    expect(first.map((response) => response.status)).toEqual([201, 201, 201, 201]);

    const ownerOf = (booking: { userId: string }) =>
      guests.find((guest) => guest.id === booking.userId) as TestActor;
    const results = await Promise.all([
      ...booked
        .slice(0, 2)
        .map((booking) => apiClient(testApp).post(`/api/bookings/${booking.id}/cancel`, ownerOf(booking))),
      ...Array.from({ length: 6 }, (_, index) =>
        book(guestAt(index + 4), [offerId], flight.departureDate, `after-cancel-${index}`),
      ),
    ]);
    expect(results.slice(0, 2).map((response) => response.status)).toEqual([200, 200]);
    expect(results.slice(2).every((response) => response.status === 201 || response.status === 409)).toBe(
      true,
    );
    await expectInventoryMatchesBookings(flight, 4);
  });
}

describe('concurrent flight bookings on PGlite', () => concurrencySuite(createTestDatabase));

if (!testPostgresUrl) console.warn('PostgreSQL concurrency suite skipped: TEST_DATABASE_URL is not set.');
describe.skipIf(!testPostgresUrl)('concurrent flight bookings on PostgreSQL', () =>
  concurrencySuite(() => createPostgresTestDatabase(testPostgresUrl as string, 60)),
);
