import { addDays } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { type ApiClient, apiClient } from '../../test/api-client';
import { readJson } from '../../test/json';
import { createMember, lastMailTo } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  type Party,
  passengersFor,
  type TestDeparture,
  testAirline,
} from './test-flights';

const hourMs = 3_600_000;

/**
 * A departure moved by its airline (or an admin) moves what its bookings derive from its times:
 * the flexible fare's deadline, the trip's end, and the connections, flagged when they break.
 */
describe('bookings on a departure whose times change', () => {
  let testApp: TestApp;
  let api: ApiClient;
  let traveller: TestActor;
  let admin: TestActor;
  let airlineOwner: TestActor;
  let airlineManager: TestActor;
  let contactSequence = 0;

  /** Books the journey for one adult with a contact of its own, so that its mails are its own. */
  async function book(
    journey: { outbound: TestDeparture[] },
    fareFamily: 'LIGHT' | 'FLEX',
    party: Party = { adults: 1 },
  ) {
    const offerIds = await findOffers(testApp, journey, { ...party, fareFamily });
    contactSequence += 1;
    const contact = {
      email: `journey-${contactSequence}-${Date.now()}@example.mg`,
      phone: '+261 34 12 345 67',
    };
    const response = await api.post('/api/flight-bookings', traveller, {
      offerIds,
      passengers: passengersFor(journey.outbound[0]?.departureDate ?? '', party),
      contact,
    });
    const body = await readJson(response);
    expect(response.status, JSON.stringify(body)).toBe(201);
    return { ...body, contact: contact.email } as { id: string; reference: string; contact: string } & Record<
      string,
      unknown
    >;
  }
  const bookingOf = async (id: string) => readJson(await api.get(`/api/bookings/${id}`, traveller));
  const move = (caller: TestActor, departure: TestDeparture, times: Record<string, unknown>) =>
    caller === admin
      ? api.put(`/api/admin/flight-instances/${departure.instanceId}/times`, caller, times)
      : api.put(
          `/api/partner/airlines/${testAirline.code}/departures/${departure.instanceId}/times`,
          caller,
          times,
        );
  const mailsOf = (template: string, to: string) =>
    testApp.database.db
      .select()
      .from(schema.mailMessage)
      .where(and(eq(schema.mailMessage.template, template), eq(schema.mailMessage.to, to)));

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    [traveller, admin] = await Promise.all([
      createActor(testApp.services, ['USER'], { language: 'en' }),
      createActor(testApp.services, ['ADMIN', 'USER']),
    ]);
    await insertFlightNetwork(testApp.database.db);
    airlineOwner = await createMember(testApp, admin, { airlineCode: testAirline.code }, 'OWNER', {
      language: 'fr',
    });
    airlineManager = await createMember(testApp, admin, { airlineCode: testAirline.code }, 'MANAGER', {
      language: 'en',
    });
  });
  afterAll(() => testApp.close());

  it("moves a flexible fare's cancellation deadline with its first departure; a light fare stays non-refundable", async () => {
    const departure = await insertDeparture(testApp.database.db, { from: 'TNR', to: 'NOS', daysFromNow: 10 });
    const flex = await book({ outbound: [departure] }, 'FLEX');
    const light = await book({ outbound: [departure] }, 'LIGHT');
    expect((await bookingOf(flex.id)).freeCancellationUntil).toBe(
      new Date(departure.departureAt.getTime() - 3 * hourMs).toISOString(),
    );

    for (const caller of [admin, airlineManager]) {
      const departs = caller === admin ? '06:00' : '11:15';
      const response = await move(caller, departure, { departureTime: departs, arrivalTime: '12:45' });
      expect(response.status).toBe(200);
      const newDeparture = new Date(`${departure.departureDate}T${departs}:00+03:00`);
      const flexNow = await bookingOf(flex.id);
      expect(flexNow.flights[0].departure).toBe(`${departure.departureDate}T${departs}:00+03:00`);
      expect(flexNow.freeCancellationUntil).toBe(new Date(newDeparture.getTime() - 3 * hourMs).toISOString());
      expect((await bookingOf(light.id)).freeCancellationUntil).toBeNull();
    }
  });

  it('moves the trip’s end when its last flight now lands the next day', async () => {
    const departure = await insertDeparture(testApp.database.db, {
      from: 'TNR',
      to: 'NOS',
      daysFromNow: 11,
      departs: '20:00',
      arrives: '21:30',
    });
    const journey = await book({ outbound: [departure] }, 'LIGHT');
    expect(await bookingOf(journey.id)).toMatchObject({
      checkIn: departure.departureDate,
      checkOut: departure.departureDate,
    });
    const response = await move(airlineManager, departure, {
      departureTime: '23:00',
      arrivalTime: '00:30',
      arrivalDayOffset: 1,
    });
    expect(response.status).toBe(200);
    expect(await bookingOf(journey.id)).toMatchObject({
      checkIn: departure.departureDate,
      checkOut: addDays(departure.departureDate, 1),
      flights: [
        expect.objectContaining({ arrival: `${addDays(departure.departureDate, 1)}T00:30:00+03:00` }),
      ],
    });
  });

  it('flags a connection the new times break, and tells the traveller and the airline; one that still holds is not', async () => {
    // Nosy Be to Toamasina, changing planes in Antananarivo with an hour on the ground.
    const first = await insertDeparture(testApp.database.db, {
      from: 'NOS',
      to: 'TNR',
      daysFromNow: 12,
      departs: '08:00',
      arrives: '09:30',
    });
    const second = await insertDeparture(testApp.database.db, {
      from: 'TNR',
      to: 'TMM',
      daysFromNow: 12,
      departs: '10:30',
      arrives: '11:30',
    });
    const journey = await book({ outbound: [first, second] }, 'FLEX');
    const connectionFlags = async () =>
      (await bookingOf(journey.id)).flights.map(
        (flight: { connectionBroken: boolean }) => flight.connectionBroken,
      );
    expect(await connectionFlags()).toEqual([false, false]);

    // 50 minutes at Antananarivo: it still connects.
    expect((await move(airlineManager, first, { departureTime: '08:10', arrivalTime: '09:40' })).status).toBe(
      200,
    );
    expect(await connectionFlags()).toEqual([false, false]);
    const stillFine = await lastMailTo(testApp, journey.contact, 'flight-times-changed');
    expect(stillFine.text).toContain('09:40');
    expect(stillFine.text).toContain('Your booking stands');
    expect(await mailsOf('flight-connections-broken', airlineManager.email)).toHaveLength(0);

    // 30 minutes: too short to change planes.
    expect((await move(airlineManager, first, { departureTime: '08:30', arrivalTime: '10:00' })).status).toBe(
      200,
    );
    expect(await connectionFlags()).toEqual([false, true]);
    const [line] = await testApp.database.db
      .select()
      .from(schema.bookingFlight)
      .where(eq(schema.bookingFlight.instanceId, second.instanceId));
    expect(line?.connectionBrokenAt).toBeInstanceOf(Date);

    const travellerMail = await lastMailTo(testApp, journey.contact, 'flight-times-changed');
    expect(travellerMail.language).toBe('en');
    expect(travellerMail.text).toContain('Your connection in Antananarivo no longer holds');
    expect(travellerMail.text).toContain(
      `Flight ${first.code} now lands at 10:00 in Antananarivo (TNR) and flight ${second.code} leaves at 10:30`,
    );
    expect(travellerMail.text).toContain('contact us from the website before you travel');

    const toManager = await lastMailTo(testApp, airlineManager.email, 'flight-connections-broken');
    expect(toManager.language).toBe('en');
    expect(toManager.subject).toContain(first.code);
    expect(toManager.text).toContain(journey.reference);
    expect(toManager.text).toContain(`Flight ${first.code} now lands at 10:00`);
    const toOwner = await lastMailTo(testApp, airlineOwner.email, 'flight-connections-broken');
    expect(toOwner.language).toBe('fr');
    expect(toOwner.text).toContain(journey.reference);
    expect(toOwner.text).toContain('ne permet plus la correspondance');

    // Landing after the second flight leaves breaks it too; moving the second flight is told the same way.
    expect((await move(admin, second, { departureTime: '09:50', arrivalTime: '10:50' })).status).toBe(200);
    expect(await connectionFlags()).toEqual([false, true]);
    expect((await lastMailTo(testApp, journey.contact, 'flight-times-changed')).text).toContain(
      `flight ${second.code} leaves at 09:50`,
    );
    expect(await mailsOf('flight-connections-broken', airlineManager.email)).toHaveLength(2);

    // Back to an hour on the ground: the flag goes, the airline hears nothing more.
    expect((await move(admin, second, { departureTime: '11:00', arrivalTime: '12:00' })).status).toBe(200);
    expect(await connectionFlags()).toEqual([false, false]);
    expect(await mailsOf('flight-connections-broken', airlineManager.email)).toHaveLength(2);
    expect((await lastMailTo(testApp, journey.contact, 'flight-times-changed')).text).not.toContain(
      'no longer holds',
    );
  });
});
