import { addDays } from '@madabook/contracts';
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

describe('flight reservations for the booking core', () => {
  let testApp: TestApp;
  let admin: TestActor;
  const day = dayFromToday(20);
  const flights: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    await createTestNetwork(testApp, admin);
    const schedules = {
      nosTnr: { origin: 'NOS', destination: 'TNR', departureTime: '10:00', arrivalTime: '11:30' },
      tnrFtu: { origin: 'TNR', destination: 'FTU', departureTime: '13:00', arrivalTime: '14:30' },
      ftuTnr: { origin: 'FTU', destination: 'TNR', departureTime: '07:00', arrivalTime: '08:30' },
      tnrNos: { origin: 'TNR', destination: 'NOS', departureTime: '09:30', arrivalTime: '11:00' },
      tnrDie: { origin: 'TNR', destination: 'DIE', departureTime: '09:30', arrivalTime: '11:00' },
    };
    for (const [name, overrides] of Object.entries(schedules)) {
      flights[name] = (await createSchedule(testApp, admin, overrides)).flightNumber;
    }
  });
  afterAll(() => testApp.close());

  it('takes the seats of a return journey and answers its flights in travel order with their fares', async () => {
    const party = { adults: 2, children: 1, infants: 1 };
    const search = await searchOffers(testApp, {
      from: 'NOS',
      to: 'FTU',
      departDate: day,
      returnDate: addDays(day, 2),
      ...party,
    });
    const outbound = offerOf(search.outbound, [flights.nosTnr as string, flights.tnrFtu as string], 'FLEX');
    const inbound = offerOf(search.return ?? [], [flights.ftuTnr as string, flights.tnrNos as string]);

    const reserved = await reserveSeats(testApp, [inbound.offerId, outbound.offerId], party);
    expect(
      reserved.map((flight) => [flight.direction, flight.position, flight.origin, flight.destination]),
    ).toEqual([
      ['OUTBOUND', 0, 'NOS', 'TNR'],
      ['OUTBOUND', 1, 'TNR', 'FTU'],
      ['RETURN', 2, 'FTU', 'TNR'],
      ['RETURN', 3, 'TNR', 'NOS'],
    ]);
    expect(reserved[0]).toMatchObject({
      airlineCode: 'MT',
      airlineName: 'Mada Test Air',
      flightNumber: flights.nosTnr,
      departureDate: day,
      cabin: 'ECONOMY',
      fareFamily: 'FLEX',
      seats: 3,
      adultFare: 380_000,
      childFare: 285_000,
      infantFare: 38_000,
      subtotal: 2 * 380_000 + 285_000 + 38_000,
    });
    expect(reserved[0]?.departureAt.toISOString()).toBe(new Date(`${day}T10:00:00+03:00`).toISOString());
    expect(reserved.slice(0, 2).reduce((sum, flight) => sum + flight.subtotal, 0)).toBe(outbound.total);
    expect(reserved.slice(2).reduce((sum, flight) => sum + flight.subtotal, 0)).toBe(inbound.total);
    for (const flight of reserved) expect(await seatsSold(testApp.database.db, flight.instanceId)).toBe(3);

    await testApp.database.db.transaction((tx) =>
      testApp.services.flights.reservations.release(tx, [
        ...reserved.map((flight) => ({
          instanceId: flight.instanceId,
          cabin: flight.cabin,
          seats: flight.seats,
        })),
        { instanceId: null, cabin: 'ECONOMY', seats: 3 },
      ]),
    );
    for (const flight of reserved) expect(await seatsSold(testApp.database.db, flight.instanceId)).toBe(0);
  });

  it('refuses what a search did not offer, and takes no seat', async () => {
    const search = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: day,
      returnDate: day,
      adults: 2,
    });
    const outbound = offerOf(search.outbound, [flights.tnrNos as string]);
    // The return leaves at 10:00, before the outbound lands at 11:00.
    const tooEarly = offerOf(search.return ?? [], [flights.nosTnr as string]);
    const laterSearch = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: day,
      returnDate: addDays(day, 1),
      adults: 2,
    });
    const inbound = offerOf(laterSearch.return ?? [], [flights.nosTnr as string]);
    const elsewhere = offerOf(
      (await searchOffers(testApp, { from: 'TNR', to: 'DIE', departDate: day, adults: 2 })).outbound,
      [flights.tnrDie as string],
    );
    const cases: Array<[string[], { adults: number; children?: number }, number, string]> = [
      [[outbound.offerId], { adults: 1 }, 422, 'passengers'],
      [[outbound.offerId], { adults: 1, children: 1 }, 422, 'passengers'],
      [[outbound.offerId, outbound.offerId], { adults: 2 }, 422, 'offerIds'],
      [[inbound.offerId], { adults: 2 }, 422, 'offerIds'],
      [[outbound.offerId, tooEarly.offerId], { adults: 2 }, 422, 'offerIds'],
      [[elsewhere.offerId, inbound.offerId], { adults: 2 }, 422, 'offerIds'],
      [[outbound.offerId, 'forged.offer'], { adults: 2 }, 400, 'offerIds.1'],
    ];
    for (const [offerIds, party, status, path] of cases) {
      await expect(
        reserveSeats(testApp, offerIds, party),
        `${path} ${JSON.stringify(party)}`,
      ).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        status,
        details: { issues: [expect.objectContaining({ path })] },
      });
    }
    expect(await seatsSold(testApp.database.db, outbound.segments[0]?.instanceId as string)).toBe(0);
    expect(await seatsSold(testApp.database.db, inbound.segments[0]?.instanceId as string)).toBe(0);
    expect((await reserveSeats(testApp, [outbound.offerId, inbound.offerId], { adults: 2 })).length).toBe(2);
  });
});
