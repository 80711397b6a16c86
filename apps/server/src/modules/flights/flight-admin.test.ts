import { flightHorizonDays, todayInMadagascar } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { readJson } from '../../test/json';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFlightService } from './flights.service';
import {
  bookDirectly,
  createSchedule,
  createTestNetwork,
  dayFromToday,
  offerOf,
  scheduleInput,
  searchOffers,
  testAirports,
} from './test-network';

const dayMs = 86_400_000;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

describe('the flight back office', () => {
  let testApp: TestApp;
  let admin: TestActor;
  let user: TestActor;
  let api: ReturnType<typeof apiClient>;

  const tableCounts = async () => {
    const { db } = testApp.database;
    const [[schedules], [departures]] = await Promise.all([
      db.select({ value: count() }).from(schema.flightSchedule),
      db.select({ value: count() }).from(schema.flightInstance),
    ]);
    return { schedules: schedules?.value, departures: departures?.value };
  };
  const failure = async (response: Response) => ({ status: response.status, ...(await readJson(response)) });
  const issuePaths = (body: { details?: { issues?: Array<{ path: string }> } }) =>
    body.details?.issues?.map((issue) => issue.path);

  /** The departures of a schedule, as the back office lists them. */
  const departuresOf = async (scheduleId: string, query = '') => {
    const response = await api.get(
      `/api/admin/flight-instances?scheduleId=${scheduleId}&pageSize=100${query}`,
      admin,
    );
    expect(response.status).toBe(200);
    return readJson(response);
  };
  const departureOn = async (scheduleId: string, date: string) =>
    (await departuresOf(scheduleId, `&from=${date}&to=${date}`)).items[0];

  /** Books `adults` adults and an infant on the schedule's departure of `date`. */
  async function bookOn(schedule: { flightNumber: string; origin?: unknown }, date: string, adults = 2) {
    const { outbound } = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: date,
      adults,
      infants: 1,
    });
    return bookDirectly(testApp, [offerOf(outbound, [schedule.flightNumber]).offerId], {
      adults,
      infants: 1,
    });
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
    api = apiClient(testApp);
    await createTestNetwork(testApp, admin);
  });
  afterAll(() => testApp.close());

  it('is for admins only: 401 without a session, 403 for a traveller', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/airports'],
      ['POST', '/api/admin/airports', { ...testAirports.DIE, code: 'SMS' }],
      ['GET', '/api/admin/airports/TNR'],
      ['PUT', '/api/admin/airports/TNR', testAirports.TNR],
      ['DELETE', '/api/admin/airports/DIE'],
      ['GET', '/api/admin/airlines'],
      ['POST', '/api/admin/airlines', { code: 'ZZ', name: 'Zébu Air', color: '#123456' }],
      ['PUT', '/api/admin/airlines/MT', { name: 'Renamed', color: '#123456' }],
      ['DELETE', '/api/admin/airlines/MT'],
      ['GET', '/api/admin/flight-schedules'],
      ['POST', '/api/admin/flight-schedules', scheduleInput()],
      ['GET', '/api/admin/flight-schedules/some-id'],
      ['PUT', '/api/admin/flight-schedules/some-id', scheduleInput()],
      ['DELETE', '/api/admin/flight-schedules/some-id'],
      ['GET', '/api/admin/flight-instances'],
      ['PUT', '/api/admin/flight-instances/some-id/times', { departureTime: '08:00', arrivalTime: '09:00' }],
      ['POST', '/api/admin/flight-instances/some-id/cancel'],
    ];
    const before = await tableCounts();
    for (const [method, path, body] of routes) {
      for (const [caller, status] of [
        [anonymous, 401],
        [user, 403],
      ] as const) {
        const response = await api.send(method, path, caller, body);
        expect(response.status, `${method} ${path}`).toBe(status);
      }
    }
    expect(await tableCounts()).toEqual(before);
    expect((await api.get('/api/admin/airlines/MT', admin)).status).toBe(200);
  });

  it('keeps airports and airlines by code: no duplicate, no deletion while in use', async () => {
    expect(await failure(await api.post('/api/admin/airports', admin, testAirports.TNR))).toMatchObject({
      status: 409,
      code: 'AIRPORT_ALREADY_EXISTS',
    });
    const sainteMarie = {
      code: 'sms',
      name: 'Sainte-Marie',
      city: 'Sainte-Marie',
      country: 'mg',
      timeZone: 'Indian/Antananarivo',
      latitude: -17.0939,
      longitude: 49.8158,
    };
    expect(await readJson(await api.post('/api/admin/airports', admin, sainteMarie))).toMatchObject({
      code: 'SMS',
      country: 'MG',
    });
    const renamed = { ...sainteMarie, name: 'Sainte-Marie Airport' };
    expect((await api.put('/api/admin/airports/sms', admin, renamed)).status).toBe(200);
    expect((await readJson(await api.get('/api/admin/airports/SMS', admin))).name).toBe(
      'Sainte-Marie Airport',
    );
    expect(
      await failure(
        await api.post('/api/admin/airports', admin, {
          ...sainteMarie,
          code: 'XYZ',
          timeZone: 'Mars/Olympus',
        }),
      ),
    ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });

    await createSchedule(testApp, admin, { origin: 'TNR', destination: 'SMS' });
    expect(await failure(await api.del('/api/admin/airports/SMS', admin))).toMatchObject({
      status: 409,
      code: 'FLIGHT_DATA_IN_USE',
    });
    expect((await api.del('/api/admin/airports/DIE', admin)).status).toBe(204);
    expect((await api.get('/api/admin/airports/DIE', admin)).status).toBe(404);
    expect((await api.post('/api/admin/airports', admin, testAirports.DIE)).status).toBe(201);

    expect(
      await failure(
        await api.post('/api/admin/airlines', admin, { code: 'MT', name: 'Again', color: '#000000' }),
      ),
    ).toMatchObject({ status: 409, code: 'AIRLINE_ALREADY_EXISTS' });
    expect(await failure(await api.del('/api/admin/airlines/MT', admin))).toMatchObject({
      status: 409,
      code: 'FLIGHT_DATA_IN_USE',
    });
    expect(
      (await api.post('/api/admin/airlines', admin, { code: 'Z9', name: 'Zébu Air', color: '#AA5500' }))
        .status,
    ).toBe(201);
    expect(
      await readJson(
        await api.put('/api/admin/airlines/Z9', admin, { name: 'Zébu Airways', color: '#AA5501' }),
      ),
    ).toEqual({ code: 'Z9', name: 'Zébu Airways', color: '#AA5501' });
    expect((await api.del('/api/admin/airlines/Z9', admin)).status).toBe(204);
  });

  it('refuses schedules that cannot be flown, each with a code and the field, and changes nothing', async () => {
    const before = await tableCounts();
    const cases: Array<[Parameters<typeof scheduleInput>[0], number, string]> = [
      [{ destination: 'TNR' }, 400, 'destination'],
      [{ economySeats: 0, businessSeats: 0 }, 400, 'economySeats'],
      [{ validTo: dayFromToday(-1), validFrom: dayFromToday(0) }, 400, 'validTo'],
      [{ departureTime: '10:00', arrivalTime: '09:00' }, 422, 'arrivalTime'],
      [{ departureTime: '08:00', arrivalTime: '09:00', arrivalDayOffset: 1 }, 422, 'arrivalTime'],
      [{ destination: 'XXX' }, 422, 'destination'],
      [{ airlineCode: 'Q7' }, 422, 'airlineCode'],
      [{ validFrom: dayFromToday(-20), validTo: dayFromToday(-1) }, 422, 'validTo'],
      [{ daysOfWeek: [1, 1] }, 400, 'daysOfWeek'],
      [{ validFrom: '0000-01-01' }, 400, 'validFrom'],
    ];
    for (const [overrides, status, path] of cases) {
      const body = await failure(
        await api.post('/api/admin/flight-schedules', admin, scheduleInput(overrides)),
      );
      expect(body, JSON.stringify(overrides)).toMatchObject({ status, code: 'VALIDATION_ERROR' });
      expect(issuePaths(body)).toContain(path);
    }
    // Overnight, with the arrival a day later: fine.
    await createSchedule(testApp, admin, {
      departureTime: '23:00',
      arrivalTime: '00:30',
      arrivalDayOffset: 1,
    });
    const after = await tableCounts();
    expect(after.schedules).toBe((before.schedules ?? 0) + 1);
  });

  it('makes departures up to the sales horizon, and the daily job extends them', async () => {
    const days = [1, 3, 5];
    const schedule = await createSchedule(testApp, admin, {
      destination: 'DIE',
      departureTime: '06:00',
      arrivalTime: '07:30',
      daysOfWeek: days,
      validTo: dayFromToday(flightHorizonDays + 40),
      economySeats: 30,
      businessSeats: 6,
      businessFlexFare: 1_200_000,
    });
    const flownBetween = (first: number, last: number, now: number) =>
      Array.from({ length: last - first + 1 }, (_, index) => dayFromToday(first + index)).filter(
        (date) => days.includes(weekday(date)) && Date.parse(`${date}T06:00:00+03:00`) > now,
      );
    const expected = flownBetween(0, flightHorizonDays, Date.now());
    const page = await departuresOf(schedule.id, `&to=${dayFromToday(flightHorizonDays + 40)}`);
    expect(page.total).toBe(expected.length);
    expect(page.items[0]).toMatchObject({
      departureDate: expected[0],
      departure: `${expected[0]}T06:00:00+03:00`,
      status: 'SCHEDULED',
      seats: [
        { cabin: 'ECONOMY', forSale: 30, sold: 0 },
        { cabin: 'BUSINESS', forSale: 6, sold: 0 },
      ],
      loadFactor: 0,
      passengers: 0,
    });
    expect(await readJson(await api.get(`/api/admin/flight-schedules/${schedule.id}`, admin))).toMatchObject({
      upcomingDepartures: expected.length,
      durationMinutes: 90,
    });

    const tenDaysLater = createFlightService({
      db: testApp.database.db,
      audit: testApp.services.audit,
      appUrl: testApp.config.appUrl,
      offerSecret: undefined,
      departureBookings: {
        cancelBookingsOnDeparture: async () => 0,
        followDepartureTimes: async () => ({ told: 0, brokenConnections: [] }),
      },
      airlineMailRecipients: async () => [],
      onMailQueued: () => {},
      now: () => new Date(Date.now() + 10 * dayMs),
    });
    const created = await tenDaysLater.schedules.extendToHorizon();
    expect(created).toBe(flownBetween(flightHorizonDays + 1, flightHorizonDays + 10, Date.now()).length);
    expect(await tenDaysLater.schedules.extendToHorizon()).toBe(0);
  });

  it('moves unsold departures with their schedule, keeps sold ones, and never sets seats below those sold', async () => {
    const schedule = await createSchedule(testApp, admin, { economySeats: 10 });
    const [soldDay, droppedDay, movedDay] = [dayFromToday(5), dayFromToday(6), dayFromToday(7)];
    await bookOn(schedule, soldDay);
    const path = `/api/admin/flight-schedules/${schedule.id}`;
    const same = { flightNumber: schedule.flightNumber };

    const before = await tableCounts();
    const tooFewSeats = await failure(
      await api.put(path, admin, scheduleInput({ ...same, economySeats: 1 })),
    );
    expect(tooFewSeats).toMatchObject({
      status: 409,
      code: 'SEATS_BELOW_SOLD',
      details: { departureDate: soldDay },
    });
    expect(await tableCounts()).toEqual(before);
    expect((await departureOn(schedule.id, soldDay)).seats[0]).toEqual({
      cabin: 'ECONOMY',
      forSale: 10,
      sold: 2,
    });

    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter(
      (day) => day !== weekday(soldDay) && day !== weekday(droppedDay),
    );
    const changed = scheduleInput({
      ...same,
      departureTime: '09:00',
      arrivalTime: '10:30',
      daysOfWeek: otherDays,
      economySeats: 8,
    });
    const updated = await readJson(await api.put(path, admin, changed));
    expect(updated).toMatchObject({ departureTime: '09:00', economySeats: 8, daysOfWeek: otherDays });

    expect(await departureOn(schedule.id, soldDay)).toMatchObject({
      departure: `${soldDay}T08:00:00+03:00`,
      seats: [{ cabin: 'ECONOMY', forSale: 10, sold: 2 }],
    });
    expect(await departureOn(schedule.id, droppedDay)).toBeUndefined();
    expect(await departureOn(schedule.id, movedDay)).toMatchObject({
      departure: `${movedDay}T09:00:00+03:00`,
      seats: [{ cabin: 'ECONOMY', forSale: 8, sold: 0 }],
    });

    const refused = await failure(
      await api.put(path, admin, scheduleInput({ ...same, departureTime: '11:00', arrivalTime: '10:00' })),
    );
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect((await departureOn(schedule.id, movedDay)).departure).toBe(`${movedDay}T09:00:00+03:00`);

    expect(await failure(await api.del(path, admin))).toMatchObject({
      status: 409,
      code: 'FLIGHT_DATA_IN_USE',
      details: { departureDate: soldDay },
    });
    const unsold = await createSchedule(testApp, admin);
    expect((await api.del(`/api/admin/flight-schedules/${unsold.id}`, admin)).status).toBe(204);
    expect((await api.get(`/api/admin/flight-schedules/${unsold.id}`, admin)).status).toBe(404);
    expect((await departuresOf(unsold.id)).total).toBe(0);
  });

  it('moves one departure: bookings on it follow and their contacts get the new times', async () => {
    const schedule = await createSchedule(testApp, admin);
    const date = dayFromToday(8);
    const { bookingId } = await bookOn(schedule, date, 1);
    const departure = await departureOn(schedule.id, date);
    expect(departure).toMatchObject({ passengers: 2, loadFactor: 0.05 });
    const path = `/api/admin/flight-instances/${departure.id}/times`;

    const refused = await failure(
      await api.put(path, admin, { departureTime: '10:00', arrivalTime: '09:59' }),
    );
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(issuePaths(refused)).toEqual(['arrivalTime']);

    const moved = await readJson(
      await api.put(path, admin, { departureTime: '08:40', arrivalTime: '10:10' }),
    );
    expect(moved).toMatchObject({ departure: `${date}T08:40:00+03:00`, arrival: `${date}T10:10:00+03:00` });
    const [booked] = await testApp.database.db
      .select()
      .from(schema.bookingFlight)
      .where(eq(schema.bookingFlight.bookingId, bookingId));
    expect(booked?.departureAt.toISOString()).toBe(new Date(`${date}T08:40:00+03:00`).toISOString());
    const mails = await testApp.database.db
      .select()
      .from(schema.mailMessage)
      .where(
        and(
          eq(schema.mailMessage.template, 'flight-times-changed'),
          eq(schema.mailMessage.to, 'traveller@example.mg'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`MT ${schedule.flightNumber}`);
    expect(mails[0]?.text).toContain('08:40 Antananarivo (TNR) → 10:10 Nosy Be (NOS)');
  });

  it('cancels a departure with the bookings on it, once', async () => {
    const schedule = await createSchedule(testApp, admin);
    const date = dayFromToday(9);
    const { bookingId } = await bookOn(schedule, date, 2);
    const departure = await departureOn(schedule.id, date);
    const path = `/api/admin/flight-instances/${departure.id}/cancel`;

    const result = await readJson(await api.post(path, admin));
    expect(result).toMatchObject({
      cancelledBookings: 1,
      instance: { id: departure.id, status: 'CANCELLED' },
    });
    const [booking] = await testApp.database.db
      .select()
      .from(schema.booking)
      .where(eq(schema.booking.id, bookingId));
    expect(booking).toMatchObject({ status: 'CANCELLED', cancellationSource: 'AIRLINE' });
    expect(await departureOn(schedule.id, date)).toMatchObject({ status: 'CANCELLED', passengers: 0 });

    expect(await failure(await api.post(path, admin))).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(
      await failure(
        await api.put(`/api/admin/flight-instances/${departure.id}/times`, admin, {
          departureTime: '09:00',
          arrivalTime: '10:00',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await api.post('/api/admin/flight-instances/no-such-departure/cancel', admin)).status).toBe(404);
    const [audited] = await testApp.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'flight-instance.cancel'), eq(schema.auditLog.entityId, departure.id)),
      );
    expect(audited?.actorEmail).toBe(admin.email);
  });

  it('lists schedules with filters and departures from today by default', async () => {
    const page = await readJson(
      await api.get('/api/admin/flight-schedules?destination=DIE&pageSize=50', admin),
    );
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.destination).toBe('DIE');
    const departures = await readJson(
      await api.get('/api/admin/flight-instances?origin=TNR&order=asc', admin),
    );
    const today = todayInMadagascar();
    expect(departures.items.every((item: { departureDate: string }) => item.departureDate >= today)).toBe(
      true,
    );
    const dates = departures.items.map((item: { departure: string }) => Date.parse(item.departure));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });
});
