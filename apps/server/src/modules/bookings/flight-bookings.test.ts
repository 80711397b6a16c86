import { addDays, flightReferencePattern, todayInMadagascar } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { type ApiClient, apiClient } from '../../test/api-client';
import { seatsSold } from '../../test/flight-seats';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';
import {
  bornYearsBefore,
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  type Party,
  passengersFor,
  type TestDeparture,
  testContact,
} from './test-flights';

/** Six characters of the references' alphabet, without the hotels' MB- prefix. */
const hourMs = 3_600_000;

describe('booking flights', () => {
  let testApp: TestApp;
  let api: ApiClient;
  let inbox: SmtpInbox;
  let guest: TestActor;
  let stranger: TestActor;
  let admin: TestActor;
  let closeApp: () => Promise<void>;

  const book = (actor: { headers: Record<string, string> }, body: unknown, key?: string) =>
    api.post('/api/flight-bookings', actor, body, key);

  /** A booking request for these offers, with passengers of the right ages on the first departure's day. */
  const requestFor = (offerIds: string[], day: string, party: Party) => ({
    offerIds,
    passengers: passengersFor(day, party),
    contact: testContact,
  });

  async function bookJourney(
    actor: TestActor,
    journey: { outbound: TestDeparture[]; return?: TestDeparture[] },
    party: Party,
    fareFamily: 'LIGHT' | 'FLEX' = 'FLEX',
  ) {
    const offerIds = await findOffers(testApp, journey, { ...party, fareFamily });
    const response = await book(actor, requestFor(offerIds, journey.outbound[0]?.departureDate ?? '', party));
    expect(response.status).toBe(201);
    return readJson(response);
  }

  const bookingCount = async () =>
    (await testApp.database.db.select({ value: count() }).from(schema.booking))[0]?.value ?? 0;

  /** Delivers the whole outbox (ten mails a batch), then reads the mail whose subject says this. */
  const mailAbout = async (subject: string) => {
    while ((await testApp.services.mailWorker.processDue()) > 0);
    return inbox.waitFor(testContact.email, (mail) => mail.subject.includes(subject));
  };

  beforeAll(async () => {
    ({ testApp, inbox, close: closeApp } = await createTestAppWithInbox());
    api = apiClient(testApp);
    [guest, stranger, admin] = await Promise.all([
      createActor(testApp.services),
      createActor(testApp.services),
      createActor(testApp.services, ['ADMIN', 'USER']),
    ]);
    await insertFlightNetwork(testApp.database.db);
  });
  afterAll(() => closeApp());

  it('is documented in the OpenAPI document with its body, key and answers', async () => {
    const document = await readJson(await testApp.app.request('/api/openapi.json'));
    const operation = document.paths['/api/flight-bookings'].post;
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '401', '409', '422']);
    expect(operation.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/FlightBookingCreate',
    );
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    expect(operation.security).toBeDefined();
  });

  it('books a return trip at once: six-character reference, flights at local times, passengers, e-ticket mail', async () => {
    const db = testApp.database.db;
    const outbound = await insertDeparture(db, {
      from: 'TNR',
      to: 'NOS',
      daysFromNow: 20,
      departs: '07:00',
      arrives: '08:30',
    });
    const inbound = await insertDeparture(db, {
      from: 'NOS',
      to: 'TNR',
      daysFromNow: 23,
      departs: '16:00',
      arrives: '17:30',
    });
    const party = { adults: 2, children: 1, infants: 1 };
    const offerIds = await findOffers(testApp, { outbound: [outbound], return: [inbound] }, party);
    const response = await book(
      guest,
      requestFor(offerIds, outbound.departureDate, party),
      'round-trip-key-1',
    );
    expect(response.status).toBe(201);
    const booking = await readJson(response);

    expect(booking.reference).toMatch(flightReferencePattern);
    const perFlight = 2 * 260_000 + 195_000 + 26_000;
    expect(booking).toMatchObject({
      kind: 'FLIGHT',
      status: 'CONFIRMED',
      total: 2 * perFlight,
      hotel: null,
      rooms: [],
      nights: 0,
      guests: 4,
      checkIn: outbound.departureDate,
      checkOut: inbound.departureDate,
      guest: { name: 'Rova Rakoto', email: testContact.email, phone: '+261341234567' },
      freeCancellationUntil: new Date(outbound.departureAt.getTime() - 3 * hourMs).toISOString(),
      cancellable: true,
      cancelledBy: null,
    });
    expect(booking.flights).toEqual([
      {
        instanceId: outbound.instanceId,
        direction: 'OUTBOUND',
        flightNumber: outbound.code,
        airline: { code: 'MT', name: 'Mada Test Air' },
        from: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
        to: { code: 'NOS', name: 'Fascene', city: 'Nosy Be' },
        departure: `${outbound.departureDate}T07:00:00+03:00`,
        arrival: `${outbound.departureDate}T08:30:00+03:00`,
        cabin: 'ECONOMY',
        fareFamily: 'FLEX',
        pricePerPassenger: { adult: 260_000, child: 195_000, infant: 26_000 },
        subtotal: perFlight,
        cancelledByAirline: false,
        connectionBroken: false,
      },
      expect.objectContaining({
        instanceId: inbound.instanceId,
        direction: 'RETURN',
        from: expect.objectContaining({ code: 'NOS' }),
        departure: `${inbound.departureDate}T16:00:00+03:00`,
      }),
    ]);
    expect(booking.passengers.map((passenger: { type: string }) => passenger.type)).toEqual([
      'ADULT',
      'ADULT',
      'CHILD',
      'INFANT',
    ]);
    // Infants sit on a lap: three seats on each flight.
    expect(await seatsSold(db, outbound.instanceId)).toBe(3);
    expect(await seatsSold(db, inbound.instanceId)).toBe(3);
    expect((await readJson(await api.get(`/api/bookings/${booking.id}`, guest))).flights).toHaveLength(2);

    const mail = await mailAbout(booking.reference);
    expect(mail.subject).toBe(`Billet électronique ${booking.reference} — Antananarivo ⇄ Nosy Be`);
    expect(mail.text).toContain('Rova Rakoto (adulte), Adulte1 Rakoto (adulte), Enfant0 Rakoto (enfant)');
    expect(mail.text).toContain('Bebe0 Rakoto (bébé)');
    expect(mail.text).toContain(`Aller · ${outbound.code} · Mada Test Air`);
    expect(mail.text).toContain('07:00 Antananarivo (TNR) → 08:30 Nosy Be (NOS)');
    expect(mail.text).toContain('16:00 Nosy Be (NOS) → 17:30 Antananarivo (TNR)');
    expect(mail.text).toContain('Économie, tarif Flex (1 bagage en soute)');
    expect(mail.text).toMatch(/1\s482\s000\sAr/);
    expect(mail.links).toContain(`http://localhost:3000/account/trips/${booking.id}`);
    expect(mail.links).toContain(`http://localhost:3000/account/trips/${booking.id}/print`);
  });

  it('dates a journey at each airport: an arrival past midnight in Réunion ends the next day there', async () => {
    const late = await insertDeparture(testApp.database.db, {
      from: 'TNR',
      to: 'RUN',
      daysFromNow: 25,
      departs: '22:30',
      arrives: '00:45',
      arrivalDayOffset: 1,
    });
    const booking = await bookJourney(guest, { outbound: [late] }, { adults: 1 }, 'LIGHT');
    expect(booking).toMatchObject({
      checkIn: late.departureDate,
      checkOut: addDays(late.departureDate, 1),
      freeCancellationUntil: null,
      cancellable: false,
    });
    expect(booking.flights[0]).toMatchObject({
      departure: `${late.departureDate}T22:30:00+03:00`,
      arrival: `${addDays(late.departureDate, 1)}T00:45:00+04:00`,
      to: { code: 'RUN', city: 'Saint-Denis' },
    });
    const mail = await mailAbout(booking.reference);
    expect(mail.text).toContain('22:30 Antananarivo (TNR) → 00:45 (+1) Saint-Denis (RUN)');
    expect(mail.text).toContain("Ce tarif n'est ni remboursable ni annulable.");
  });

  it('answers a retry with the same Idempotency-Key with the first booking, and refuses the key for another request', async () => {
    const flight = await insertDeparture(testApp.database.db, { from: 'TNR', to: 'TMM', daysFromNow: 27 });
    const party = { adults: 1 };
    const [offerId] = await findOffers(testApp, { outbound: [flight] }, party);
    const body = requestFor([offerId as string], flight.departureDate, party);
    const first = await book(guest, body, 'flight-retry-key-1');
    expect(first.status).toBe(201);
    const retry = await book(guest, body, 'flight-retry-key-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(retry)).id).toBe((await readJson(first)).id);
    expect(await seatsSold(testApp.database.db, flight.instanceId)).toBe(1);

    const other = { ...body, contact: { ...testContact, phone: '+261 32 00 000 00' } };
    const reused = await book(guest, other, 'flight-retry-key-1');
    expect(reused.status).toBe(422);
    expect((await readJson(reused)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await testApp.database.db
      .select()
      .from(schema.booking)
      .where(eq(schema.booking.idempotencyKey, 'flight-retry-key-1'));
    expect(rows).toHaveLength(1);
  });

  it('answers SOLD_OUT when a flight has fewer seats left than the party', async () => {
    const small = await insertDeparture(testApp.database.db, {
      from: 'TNR',
      to: 'NOS',
      daysFromNow: 28,
      economySeats: 2,
    });
    const [pair] = await findOffers(testApp, { outbound: [small] }, { adults: 2 });
    const [single] = await findOffers(testApp, { outbound: [small] }, { adults: 1 });
    expect((await book(guest, requestFor([pair as string], small.departureDate, { adults: 2 }))).status).toBe(
      201,
    );
    const late = await book(stranger, requestFor([single as string], small.departureDate, { adults: 1 }));
    expect(late.status).toBe(409);
    expect((await readJson(late)).code).toBe('SOLD_OUT');
    expect(await seatsSold(testApp.database.db, small.instanceId)).toBe(2);
  });

  it('refuses bad passengers and unknown or altered offers with clear errors, writing nothing', async () => {
    const flight = await insertDeparture(testApp.database.db, { from: 'TNR', to: 'NOS', daysFromNow: 29 });
    const day = flight.departureDate;
    const family = { adults: 1, children: 1 };
    const [offerId] = (await findOffers(testApp, { outbound: [flight] }, family)) as [string];
    const before = await bookingCount();
    const refusal = async (body: unknown, status: number) => {
      const response = await book(guest, body);
      expect(response.status).toBe(status);
      return readJson(response);
    };
    const issuePaths = (body: { details: { issues: Array<{ path: string }> } }) =>
      body.details.issues.map((issue) => issue.path);

    const noAdult = await refusal(requestFor([offerId], day, { adults: 0, children: 1 }), 400);
    expect(noAdult.details.issues).toContainEqual({
      path: 'passengers',
      message: 'At least one adult travels',
    });
    const infantsAlone = await refusal(requestFor([offerId], day, { adults: 1, infants: 2 }), 400);
    expect(infantsAlone.details.issues).toContainEqual({
      path: 'passengers',
      message: 'Each infant travels on the lap of an adult',
    });
    expect(issuePaths(await refusal(requestFor([offerId], day, { adults: 10 }), 400))).toContain(
      'passengers',
    );

    const teenager = { ...passengersFor(day, family)[1], birthDate: bornYearsBefore(day, 15) };
    const wrongAge = await refusal(
      { offerIds: [offerId], passengers: [passengersFor(day, family)[0], teenager], contact: testContact },
      422,
    );
    expect(wrongAge.code).toBe('VALIDATION_ERROR');
    expect(wrongAge.details.issues).toEqual([
      {
        path: 'passengers.1.birthDate',
        message: 'The date of birth does not match the passenger type on the day of departure',
      },
    ]);
    const tooYoungAdult = passengersFor(day, family).map((passenger) =>
      passenger.type === 'ADULT' ? { ...passenger, birthDate: bornYearsBefore(day, 10) } : passenger,
    );
    expect(
      issuePaths(
        await refusal({ offerIds: [offerId], passengers: tooYoungAdult, contact: testContact }, 422),
      ),
    ).toEqual(['passengers.0.birthDate']);

    expect((await refusal(requestFor(['not-an-offer'], day, family), 400)).code).toBe('VALIDATION_ERROR');
    const [payload, signature] = offerId.split('.') as [string, string];
    const tampered = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${signature}`;
    expect((await refusal(requestFor([tampered], day, family), 400)).code).toBe('VALIDATION_ERROR');
    // Passengers other than those searched for would change the price.
    await refusal(requestFor([offerId], day, { adults: 2 }), 422);

    expect(await bookingCount()).toBe(before);
    expect(await seatsSold(testApp.database.db, flight.instanceId)).toBe(0);
    expect((await book(anonymous, requestFor([offerId], day, family))).status).toBe(401);
  });

  it('lets the traveller cancel a Flex fare, giving the seats back, but not a Light one; an admin cancels any', async () => {
    const db = testApp.database.db;
    const flight = await insertDeparture(db, { from: 'TNR', to: 'NOS', daysFromNow: 31 });
    const flex = await bookJourney(guest, { outbound: [flight] }, { adults: 2 }, 'FLEX');
    const light = await bookJourney(guest, { outbound: [flight] }, { adults: 1 }, 'LIGHT');
    expect(await seatsSold(db, flight.instanceId)).toBe(3);

    expect((await api.post(`/api/bookings/${flex.id}/cancel`, stranger)).status).toBe(404);
    const cancelled = await api.post(`/api/bookings/${flex.id}/cancel`, guest);
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({
      kind: 'FLIGHT',
      status: 'CANCELLED',
      cancelledBy: 'GUEST',
      cancellable: false,
    });
    expect(await seatsSold(db, flight.instanceId)).toBe(1);
    const mail = await mailAbout(`Réservation annulée ${flex.reference}`);
    expect(mail.text).toContain('aucun frais');
    const twice = await api.post(`/api/bookings/${flex.id}/cancel`, guest);
    expect(twice.status).toBe(409);

    const refused = await api.post(`/api/bookings/${light.id}/cancel`, guest);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).code).toBe('BOOKING_NOT_CANCELLABLE');
    const byAdmin = await api.post(`/api/admin/bookings/${light.id}/cancel`, admin);
    expect(byAdmin.status).toBe(200);
    expect(await readJson(byAdmin)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'ADMIN' });
    expect(await seatsSold(db, flight.instanceId)).toBe(0);
    const audit = await testApp.services.audit.list({
      entityType: 'booking',
      entityId: light.id,
      page: 1,
      pageSize: 5,
      order: 'desc',
    });
    expect(audit.items[0]).toMatchObject({
      action: 'booking.cancel',
      actorEmail: admin.email,
      after: { status: 'CANCELLED', cancelledBy: 'ADMIN' },
    });
  });

  it('cancels every booking on a departure the airline cancels, gives back their other seats and apologises', async () => {
    const db = testApp.database.db;
    const [cancelledFlight, inbound, otherFlight] = await Promise.all([
      insertDeparture(db, { from: 'TNR', to: 'NOS', daysFromNow: 40, departs: '07:15', arrives: '08:45' }),
      insertDeparture(db, { from: 'NOS', to: 'TNR', daysFromNow: 42 }),
      insertDeparture(db, { from: 'TNR', to: 'NOS', daysFromNow: 40, departs: '12:00', arrives: '13:30' }),
    ]);
    const roundTrip = await bookJourney(
      guest,
      { outbound: [cancelledFlight], return: [inbound] },
      { adults: 2 },
    );
    const oneWay = await bookJourney(stranger, { outbound: [cancelledFlight] }, { adults: 1 }, 'LIGHT');
    const unaffected = await bookJourney(guest, { outbound: [otherFlight] }, { adults: 1 });
    const alreadyCancelled = await bookJourney(guest, { outbound: [cancelledFlight] }, { adults: 1 });
    expect((await api.post(`/api/bookings/${alreadyCancelled.id}/cancel`, guest)).status).toBe(200);

    const cancelled = await api.post(
      `/api/admin/flight-instances/${cancelledFlight.instanceId}/cancel`,
      admin,
    );
    expect(cancelled.status).toBe(200);
    expect((await readJson(cancelled)).cancelledBookings).toBe(2);

    const trip = await readJson(await api.get(`/api/bookings/${roundTrip.id}`, guest));
    expect(trip).toMatchObject({ status: 'CANCELLED', cancelledBy: 'AIRLINE', cancellable: false });
    expect(trip.flights.map((flight: { cancelledByAirline: boolean }) => flight.cancelledByAirline)).toEqual([
      true,
      false,
    ]);
    expect((await readJson(await api.get(`/api/bookings/${oneWay.id}`, stranger))).cancelledBy).toBe(
      'AIRLINE',
    );
    expect((await readJson(await api.get(`/api/bookings/${unaffected.id}`, guest))).status).toBe('CONFIRMED');
    expect((await readJson(await api.get(`/api/bookings/${alreadyCancelled.id}`, guest))).cancelledBy).toBe(
      'GUEST',
    );
    // The return flight flies: its seats are for sale again; the cancelled departure counts no seat sold either.
    expect(await seatsSold(db, inbound.instanceId)).toBe(0);
    expect(await seatsSold(db, cancelledFlight.instanceId)).toBe(0);

    const mail = await mailAbout(`réservation ${roundTrip.reference}`);
    expect(mail.subject).toBe(`Vol annulé ${cancelledFlight.code} — réservation ${roundTrip.reference}`);
    expect(mail.text).toContain('Nous sommes désolés : Mada Test Air a annulé ce vol.');
    expect(mail.text).toContain('07:15 Antananarivo (TNR) → 08:45 Nosy Be (NOS)');
    expect(mail.text).toContain(`avec ses autres vols (${inbound.code})`);
    // Nothing was paid (no online method on): no refund is promised.
    expect(mail.text).toContain(
      "Vous n'avez rien payé pour cette réservation : aucun frais ne vous sera demandé.",
    );
    expect(mail.text).not.toContain('remboursé');
    expect(mail.links).toContain(
      `http://localhost:3000/flights?from=TNR&to=NOS&departDate=${cancelledFlight.departureDate}&adults=2&children=0&infants=0`,
    );
    const audit = await testApp.services.audit.list({
      entityType: 'booking',
      entityId: oneWay.id,
      page: 1,
      pageSize: 5,
      order: 'desc',
    });
    expect(audit.items[0]).toMatchObject({
      actorEmail: admin.email,
      after: { cancelledBy: 'AIRLINE', departureId: cancelledFlight.instanceId },
    });
  });

  it('shows journeys among my trips until their last flight lands, then completes them', async () => {
    const db = testApp.database.db;
    const traveller = await createActor(testApp.services);
    const upcoming = await insertDeparture(db, { from: 'TNR', to: 'NOS', daysFromNow: 45 });
    const booked = await bookJourney(traveller, { outbound: [upcoming] }, { adults: 1 });

    // Journeys booked earlier, written as they stand: one landed an hour ago, one lands in an hour.
    const now = Date.now();
    const insertJourney = async (id: string, departureAt: Date, arrivalAt: Date) => {
      const day = todayInMadagascar(departureAt);
      await db.insert(schema.booking).values({
        id,
        reference: id.slice(-6).toUpperCase(),
        kind: 'FLIGHT',
        userId: traveller.id,
        totalAmount: 200_000,
        guestName: 'Rova Rakoto',
        guestPhone: '+261341234567',
        guestEmail: traveller.email,
        checkIn: day,
        checkOut: todayInMadagascar(arrivalAt),
        guests: 1,
      });
      await db.insert(schema.bookingFlight).values({
        id: `${id}-flight`,
        bookingId: id,
        direction: 'OUTBOUND',
        position: 0,
        airlineCode: 'MT',
        airlineName: 'Mada Test Air',
        flightNumber: '999',
        origin: 'TNR',
        destination: 'NOS',
        departureAt,
        arrivalAt,
        cabin: 'ECONOMY',
        fareFamily: 'LIGHT',
        seats: 1,
        adultFare: 200_000,
        childFare: 150_000,
        infantFare: 20_000,
        subtotal: 200_000,
      });
    };
    await insertJourney('landed-journey-PASTJ2', new Date(now - 3 * hourMs), new Date(now - hourMs));
    await insertJourney('flying-journey-FLYNG3', new Date(now - hourMs), new Date(now + hourMs));

    const idsOf = (trips: Array<{ id: string }>) => trips.map((trip) => trip.id);
    const mine = await readJson(await api.get('/api/bookings/mine', traveller));
    expect(idsOf(mine.upcoming)).toEqual(['flying-journey-FLYNG3', booked.id]);
    expect(idsOf(mine.past)).toEqual(['landed-journey-PASTJ2']);

    expect(await testApp.services.bookings.completeFinishedStays()).toBeGreaterThanOrEqual(1);
    const after = await readJson(await api.get('/api/bookings/mine', traveller));
    expect(after.past.map((trip: { status: string }) => trip.status)).toEqual(['COMPLETED']);
    expect(after.upcoming.map((trip: { status: string }) => trip.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
  });

  it('lists flight bookings for admins by kind, and finds them by passenger, flight number or reference', async () => {
    const flight = await insertDeparture(testApp.database.db, { from: 'TNR', to: 'TMM', daysFromNow: 50 });
    const booking = await bookJourney(guest, { outbound: [flight] }, { adults: 1, children: 1 });
    const list = async (query: string) =>
      readJson(await api.get(`/api/admin/bookings?pageSize=100&${query}`, admin)) as Promise<{
        items: Array<{ id: string; kind: string; flights: unknown[] }>;
        total: number;
      }>;

    const flights = await list('kind=FLIGHT');
    expect(flights.items.length).toBeGreaterThan(3);
    expect(flights.items.every((item) => item.kind === 'FLIGHT' && item.flights.length > 0)).toBe(true);
    expect((await list('kind=HOTEL')).items.every((item) => item.kind === 'HOTEL')).toBe(true);

    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    expect(await ids('guest=enfant0%20rakoto')).toContain(booking.id);
    expect(await ids(`guest=${encodeURIComponent(flight.code)}`)).toContain(booking.id);
    expect(await ids(`guest=mt${flight.flightNumber}`)).toEqual([booking.id]);
    expect(await ids(`guest=${booking.reference.toLowerCase()}`)).toEqual([booking.id]);
    expect(await ids(`kind=FLIGHT&from=${flight.departureDate}&to=${flight.departureDate}`)).toEqual([
      booking.id,
    ]);
  });
});
