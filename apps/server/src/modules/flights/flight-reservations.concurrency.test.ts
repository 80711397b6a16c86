import type { DatabaseHandle } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { seatsSold } from '../../test/flight-seats';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createSchedule,
  createTestNetwork,
  dayFromToday,
  offerOf,
  reserveSeats,
  searchOffers,
} from './test-network';

function reservationSuite(openDatabase: () => Promise<DatabaseHandle>) {
  let testApp: TestApp;
  let admin: TestActor;

  /** Takes the seats of these offers as a booking does; answers the outcome. */
  const reserve = (offerIds: string[], adults = 1) =>
    reserveSeats(testApp, offerIds, { adults }).then(
      () => 'RESERVED',
      (error: { code?: string }) => error.code ?? String(error),
    );

  const outcomesOf = (outcomes: string[]) =>
    outcomes.reduce<Record<string, number>>((tally, outcome) => {
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      return tally;
    }, {});

  beforeAll(async () => {
    testApp = await createTestApp({ database: await openDatabase() });
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    await createTestNetwork(testApp, admin);
  });
  afterAll(() => testApp.close());

  it('30 parallel reservations for the last 5 seats give exactly 5, and 25 SOLD_OUT', async () => {
    const day = dayFromToday(14);
    const schedule = await createSchedule(testApp, admin, { destination: 'DIE', economySeats: 5 });
    const { outbound } = await searchOffers(testApp, { from: 'TNR', to: 'DIE', departDate: day });
    const offer = offerOf(outbound, [schedule.flightNumber]);

    const outcomes = await Promise.all(Array.from({ length: 30 }, () => reserve([offer.offerId])));
    expect(outcomesOf(outcomes)).toEqual({ RESERVED: 5, SOLD_OUT: 25 });
    const instanceId = offer.segments[0]?.instanceId as string;
    expect(await seatsSold(testApp.database.db, instanceId)).toBe(5);
  });

  it('parties of different sizes never take more seats than the aircraft has', async () => {
    const day = dayFromToday(15);
    const schedule = await createSchedule(testApp, admin, { destination: 'DIE', economySeats: 7 });
    const offers = new Map<number, string>();
    let instanceId = '';
    for (const adults of [1, 2, 3]) {
      const { outbound } = await searchOffers(testApp, { from: 'TNR', to: 'DIE', departDate: day, adults });
      const offer = offerOf(outbound, [schedule.flightNumber]);
      offers.set(adults, offer.offerId);
      instanceId = offer.segments[0]?.instanceId as string;
    }
    const parties = Array.from({ length: 24 }, (_, index) => 1 + (index % 3));
    const outcomes = await Promise.all(
      parties.map((adults) => reserve([offers.get(adults) as string], adults)),
    );
    const taken = parties.reduce(
      (sum, adults, index) => sum + (outcomes[index] === 'RESERVED' ? adults : 0),
      0,
    );
    const sold = await seatsSold(testApp.database.db, instanceId);
    expect(sold).toBe(taken);
    expect(taken).toBeLessThanOrEqual(7);
    // Every refusal was real: no party that was refused would have fitted in what is left.
    const smallestRefused = Math.min(...parties.filter((_, index) => outcomes[index] === 'SOLD_OUT'));
    expect(7 - taken).toBeLessThan(smallestRefused);
  });

  it('a two-flight reservation takes both flights or neither, while others book each flight alone', async () => {
    const day = dayFromToday(16);
    const first = await createSchedule(testApp, admin, {
      origin: 'NOS',
      destination: 'TNR',
      departureTime: '10:00',
      arrivalTime: '11:30',
      economySeats: 12,
    });
    const second = await createSchedule(testApp, admin, {
      origin: 'TNR',
      destination: 'FTU',
      departureTime: '13:00',
      arrivalTime: '14:30',
      economySeats: 4,
    });
    const through = offerOf(
      (await searchOffers(testApp, { from: 'NOS', to: 'FTU', departDate: day })).outbound,
      [first.flightNumber, second.flightNumber],
    );
    const firstOnly = offerOf(
      (await searchOffers(testApp, { from: 'NOS', to: 'TNR', departDate: day })).outbound,
      [first.flightNumber],
    );
    const secondOnly = offerOf(
      (await searchOffers(testApp, { from: 'TNR', to: 'FTU', departDate: day })).outbound,
      [second.flightNumber],
    );

    const kinds = Array.from(
      { length: 30 },
      (_, index) => (['through', 'first', 'second'] as const)[index % 3],
    );
    const offerIds = { through: [through.offerId], first: [firstOnly.offerId], second: [secondOnly.offerId] };
    const outcomes = await Promise.all(kinds.map((kind) => reserve(offerIds[kind as keyof typeof offerIds])));
    const reserved = (kind: string) =>
      kinds.filter((candidate, index) => candidate === kind && outcomes[index] === 'RESERVED').length;
    expect(outcomes.every((outcome) => outcome === 'RESERVED' || outcome === 'SOLD_OUT')).toBe(true);

    const [firstId, secondId] = through.segments.map((segment) => segment.instanceId) as [string, string];
    const firstSold = await seatsSold(testApp.database.db, firstId);
    const secondSold = await seatsSold(testApp.database.db, secondId);
    // Each flight sold exactly what the reservations that succeeded took: none kept half a journey.
    expect(firstSold).toBe(reserved('through') + reserved('first'));
    expect(secondSold).toBe(reserved('through') + reserved('second'));
    expect(secondSold).toBe(4);
    expect(firstSold).toBeLessThanOrEqual(12);
  });
}

describe('seat reservations in parallel on PGlite', () => reservationSuite(createTestDatabase));

if (!testPostgresUrl) console.warn('PostgreSQL reservation suite skipped: TEST_DATABASE_URL is not set.');
describe.skipIf(!testPostgresUrl)('seat reservations in parallel on PostgreSQL', () =>
  reservationSuite(() => createPostgresTestDatabase(testPostgresUrl as string, 60)),
);
