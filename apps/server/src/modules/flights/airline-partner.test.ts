import { schema } from '@madabook/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { createHotel } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bookDirectly,
  createSchedule,
  createTestNetwork,
  dayFromToday,
  scheduleInput,
  searchOffers,
} from './test-network';

/** Airline A is the test network's (MT); airline B another one, each with its own schedules. */
const airlineA = 'MT';
const airlineB = 'Q2';
const partnerPath = (code: string, rest: string) => `/api/partner/airlines/${code}${rest}`;

describe("an airline's own schedules, departures and bookings under /api/partner", () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let ownerA: TestActor;
  let managerA: TestActor;
  let managerB: TestActor;
  let hotelOwner: TestActor;
  let traveller: TestActor;
  let scheduleB: { id: string; flightNumber: string };
  let departureB: { id: string };

  const failure = async (response: Response) => ({ status: response.status, ...(await readJson(response)) });
  const issuePaths = (body: { details?: { issues?: Array<{ path: string }> } }) =>
    body.details?.issues?.map((issue) => issue.path);
  const tableCounts = async () => {
    const { db } = testApp.database;
    const [[schedules], [departures], [cancelled]] = await Promise.all([
      db.select({ value: count() }).from(schema.flightSchedule),
      db.select({ value: count() }).from(schema.flightInstance),
      db
        .select({ value: count() })
        .from(schema.flightInstance)
        .where(eq(schema.flightInstance.status, 'CANCELLED')),
    ]);
    return { schedules: schedules?.value, departures: departures?.value, cancelled: cancelled?.value };
  };
  const departuresOf = async (caller: TestActor, code: string, scheduleId: string) => {
    const response = await api.get(
      partnerPath(code, `/departures?scheduleId=${scheduleId}&pageSize=100`),
      caller,
    );
    expect(response.status).toBe(200);
    return (await readJson(response)).items as Array<
      { id: string; departureDate: string } & Record<string, unknown>
    >;
  };
  /** Books one adult on the schedule's departure `days` from today, TNR to NOS. */
  async function bookOn(schedule: { flightNumber: string; airlineCode?: unknown }, days: number) {
    const { outbound } = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: dayFromToday(days),
    });
    const code = `${schedule.airlineCode ?? airlineA} ${schedule.flightNumber}`;
    const offer = outbound.find(
      (candidate) => candidate.segments.length === 1 && candidate.segments[0]?.flightNumber === code,
    );
    if (!offer) throw new Error(`no offer for ${code}`);
    return bookDirectly(
      testApp,
      [offer.offerId],
      { adults: 1 },
      { email: `${code.replace(' ', '')}@example.mg` },
    );
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    await createTestNetwork(testApp, admin);
    expect(
      (await api.post('/api/admin/airlines', admin, { code: airlineB, name: 'Zébu Air', color: '#AA5500' }))
        .status,
    ).toBe(201);
    ownerA = await createMember(testApp, admin, { airlineCode: airlineA }, 'OWNER');
    managerA = await createMember(testApp, admin, { airlineCode: airlineA }, 'MANAGER');
    managerB = await createMember(testApp, admin, { airlineCode: airlineB }, 'MANAGER');
    const hotel = await createHotel(testApp, admin);
    hotelOwner = await createMember(testApp, admin, { hotelId: hotel.id }, 'OWNER');
    traveller = await createActor(testApp.services);
    scheduleB = await createSchedule(testApp, admin, { airlineCode: airlineB });
    departureB = (await departuresOf(managerB, airlineB, scheduleB.id))[0] as { id: string };
  });
  afterAll(() => testApp.close());

  it.for([
    ['owner', () => ownerA],
    ['manager', () => managerA],
  ] as const)('lets its %s run its schedules and departures through every route', async ([, callerOf]) => {
    const caller = callerOf();
    const created = await api.post(
      partnerPath(airlineA, '/schedules'),
      caller,
      scheduleInput({ economySeats: 12 }),
    );
    expect(created.status).toBe(201);
    const schedule = await readJson(created);
    expect(schedule).toMatchObject({ airlineCode: airlineA, economySeats: 12 });

    // Its own only, whatever the query asks: the airline filter is the path's.
    const page = await readJson(
      await api.get(partnerPath(airlineA, `/schedules?airlineCode=${airlineB}&pageSize=100`), caller),
    );
    expect(page.items.map((item: { id: string }) => item.id)).toContain(schedule.id);
    expect(page.items.map((item: { id: string }) => item.id)).not.toContain(scheduleB.id);
    expect(new Set(page.items.map((item: { airlineCode: string }) => item.airlineCode))).toEqual(
      new Set([airlineA]),
    );
    expect(page.total).toBe(page.items.length);

    const path = partnerPath(airlineA, `/schedules/${schedule.id}`);
    expect(await readJson(await api.get(path, caller))).toMatchObject({ id: schedule.id });
    const changed = scheduleInput({ flightNumber: schedule.flightNumber, economySeats: 14 });
    expect(await readJson(await api.put(path, caller, changed))).toMatchObject({ economySeats: 14 });

    const [first, second] = await departuresOf(caller, airlineA, schedule.id);
    expect(first).toMatchObject({
      airline: { code: airlineA },
      loadFactor: 0,
      seats: [{ cabin: 'ECONOMY', forSale: 14, sold: 0 }],
    });
    const everyDeparture = await readJson(
      await api.get(partnerPath(airlineA, '/departures?pageSize=100'), caller),
    );
    expect(
      everyDeparture.items.every((item: { airline: { code: string } }) => item.airline.code === airlineA),
    ).toBe(true);

    const moved = await api.put(partnerPath(airlineA, `/departures/${first?.id}/times`), caller, {
      departureTime: '08:20',
      arrivalTime: '09:50',
    });
    expect(await readJson(moved)).toMatchObject({ departure: `${first?.departureDate}T08:20:00+03:00` });
    const cancelled = await api.post(partnerPath(airlineA, `/departures/${second?.id}/cancel`), caller);
    expect(await readJson(cancelled)).toMatchObject({
      instance: { status: 'CANCELLED' },
      cancelledBookings: 0,
    });

    expect((await api.del(path, caller)).status).toBe(204);
    expect((await api.get(path, caller)).status).toBe(404);
  });

  it("shows each airline its bookings only: journeys with one of its flights, with the back office's filters", async () => {
    const scheduleA = await createSchedule(testApp, admin);
    const bookedA = await bookOn(scheduleA, 3);
    const bookedB = await bookOn({ ...scheduleB, airlineCode: airlineB }, 3);
    const idsSeenBy = async (caller: TestActor, code: string, query = '') => {
      const response = await api.get(partnerPath(code, `/bookings?pageSize=100${query}`), caller);
      expect(response.status).toBe(200);
      return (await readJson(response)).items.map((item: { id: string }) => item.id);
    };
    for (const caller of [ownerA, managerA]) {
      const seen = await idsSeenBy(caller, airlineA);
      expect(seen).toContain(bookedA.bookingId);
      expect(seen).not.toContain(bookedB.bookingId);
    }
    expect(await idsSeenBy(managerB, airlineB)).toEqual([bookedB.bookingId]);
    // The back office's filters narrow further: a flight number, a status.
    expect(await idsSeenBy(managerA, airlineA, `&guest=MT${scheduleA.flightNumber}`)).toEqual([
      bookedA.bookingId,
    ]);
    expect(await idsSeenBy(managerA, airlineA, `&guest=${airlineB}${scheduleB.flightNumber}`)).toEqual([]);
    expect(await idsSeenBy(managerA, airlineA, '&status=CANCELLED')).not.toContain(bookedA.bookingId);
    // The admin sees both, as ever.
    const all = await readJson(await api.get('/api/admin/bookings?kind=FLIGHT&pageSize=100', admin));
    expect(all.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([bookedA.bookingId, bookedB.bookingId]),
    );
  });

  it("answers 404 to airline A's manager on everything of airline B, even with B's ids in A's path, and changes nothing", async () => {
    const before = await tableCounts();
    const scheduleOfB = await readJson(await api.get(`/api/admin/flight-schedules/${scheduleB.id}`, admin));
    const times = { departureTime: '06:00', arrivalTime: '07:30' };
    const routesOf = (code: string): Array<[string, string, unknown?]> => [
      ['GET', partnerPath(code, '/schedules')],
      ['POST', partnerPath(code, '/schedules'), scheduleInput({ airlineCode: code })],
      ['GET', partnerPath(code, `/schedules/${scheduleB.id}`)],
      [
        'PUT',
        partnerPath(code, `/schedules/${scheduleB.id}`),
        scheduleInput({ airlineCode: code, flightNumber: scheduleB.flightNumber }),
      ],
      ['DELETE', partnerPath(code, `/schedules/${scheduleB.id}`)],
      ['GET', partnerPath(code, '/departures')],
      ['PUT', partnerPath(code, `/departures/${departureB.id}/times`), times],
      ['POST', partnerPath(code, `/departures/${departureB.id}/cancel`)],
      ['GET', partnerPath(code, '/bookings')],
    ];
    // B's own paths: B does not exist for A's manager (nor for a hotel's owner or a traveller).
    for (const caller of [managerA, hotelOwner, traveller]) {
      for (const [method, path, body] of routesOf(airlineB)) {
        expect((await api.send(method, path, caller, body)).status, `${method} ${path}`).toBe(404);
      }
    }
    // B's schedule and departure through A's own path: unknown there.
    for (const [method, path, body] of routesOf(airlineA).filter(
      ([, path]) => path.includes(scheduleB.id) || path.includes(departureB.id),
    )) {
      expect((await api.send(method, path, managerA, body)).status, `${method} ${path}`).toBe(404);
    }
    // A's paths are not a hotel's or a traveller's either; nobody without a session.
    for (const [method, path, body] of routesOf(airlineA)) {
      for (const [caller, status] of [
        [hotelOwner, 404],
        [traveller, 404],
        [anonymous, 401],
      ] as const) {
        expect((await api.send(method, path, caller, body)).status, `${method} ${path}`).toBe(status);
      }
    }
    expect(await tableCounts()).toEqual(before);
    expect(await readJson(await api.get(`/api/admin/flight-schedules/${scheduleB.id}`, admin))).toEqual(
      scheduleOfB,
    );
    expect((await departuresOf(managerB, airlineB, scheduleB.id))[0]).toMatchObject({
      id: departureB.id,
      status: 'SCHEDULED',
      departure: expect.stringContaining('T08:00:00'),
    });
  });

  it('refuses a schedule of another airline on its path, changing nothing', async () => {
    const before = await tableCounts();
    const created = await failure(
      await api.post(partnerPath(airlineA, '/schedules'), managerA, scheduleInput({ airlineCode: airlineB })),
    );
    expect(created).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(issuePaths(created)).toEqual(['airlineCode']);

    const own = await createSchedule(testApp, admin);
    const afterOwn = await tableCounts();
    const moved = await failure(
      await api.put(
        partnerPath(airlineA, `/schedules/${own.id}`),
        managerA,
        scheduleInput({ airlineCode: airlineB, flightNumber: own.flightNumber }),
      ),
    );
    expect(moved).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(issuePaths(moved)).toEqual(['airlineCode']);
    expect(await tableCounts()).toEqual(afterOwn);
    expect(afterOwn.schedules).toBe((before.schedules ?? 0) + 1);
    expect((await readJson(await api.get(`/api/admin/flight-schedules/${own.id}`, admin))).airlineCode).toBe(
      airlineA,
    );
  });

  it('keeps the route and the airline of a schedule with sales, and its sold seats, for the airline and the admin alike', async () => {
    const schedule = await createSchedule(testApp, admin, { economySeats: 10 });
    const soldDay = dayFromToday(4);
    await bookOn(schedule, 4);
    const path = partnerPath(airlineA, `/schedules/${schedule.id}`);
    const same = { flightNumber: schedule.flightNumber };
    const before = await readJson(await api.get(path, managerA));
    const departuresBefore = await departuresOf(managerA, airlineA, schedule.id);

    for (const [caller, target] of [
      [managerA, path],
      [admin, `/api/admin/flight-schedules/${schedule.id}`],
    ] as const) {
      const newRoute = await failure(
        await api.put(target, caller, scheduleInput({ ...same, destination: 'DIE' })),
      );
      expect(newRoute).toMatchObject({
        status: 409,
        code: 'SCHEDULE_HAS_SALES',
        details: { departureDate: soldDay },
      });
      const newOrigin = await failure(
        await api.put(target, caller, scheduleInput({ ...same, origin: 'FTU', destination: 'NOS' })),
      );
      expect(newOrigin).toMatchObject({ status: 409, code: 'SCHEDULE_HAS_SALES' });
      const fewerSeats = await failure(
        await api.put(
          target,
          caller,
          scheduleInput({ ...same, economySeats: 0, businessSeats: 1, businessFlexFare: 900_000 }),
        ),
      );
      expect(fewerSeats).toMatchObject({
        status: 409,
        code: 'SEATS_BELOW_SOLD',
        details: { departureDate: soldDay },
      });
    }
    const otherAirline = await failure(
      await api.put(
        `/api/admin/flight-schedules/${schedule.id}`,
        admin,
        scheduleInput({ ...same, airlineCode: airlineB }),
      ),
    );
    expect(otherAirline).toMatchObject({ status: 409, code: 'SCHEDULE_HAS_SALES' });
    expect(await readJson(await api.get(path, managerA))).toEqual(before);
    expect(await departuresOf(managerA, airlineA, schedule.id)).toEqual(departuresBefore);

    // Its departure that has flown still carries an active journey: the route stays all the same.
    const sold = departuresBefore.find((departure) => departure.departureDate === soldDay) as { id: string };
    await testApp.database.db
      .update(schema.flightInstance)
      .set({ departureAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.flightInstance.id, sold.id));
    expect(
      await failure(await api.put(path, managerA, scheduleInput({ ...same, destination: 'DIE' }))),
    ).toMatchObject({
      status: 409,
      code: 'SCHEDULE_HAS_SALES',
    });

    // Without sales, the route changes and the departures follow.
    const unsold = await createSchedule(testApp, admin);
    const rerouted = await api.put(
      partnerPath(airlineA, `/schedules/${unsold.id}`),
      managerA,
      scheduleInput({ flightNumber: unsold.flightNumber, destination: 'DIE' }),
    );
    expect(await readJson(rerouted)).toMatchObject({ destination: 'DIE' });
    expect((await departuresOf(managerA, airlineA, unsold.id))[0]).toMatchObject({ destination: 'DIE' });
  });

  it('refuses times that land before they leave, changing nothing', async () => {
    const schedule = await createSchedule(testApp, admin);
    const [departure] = await departuresOf(managerA, airlineA, schedule.id);
    const refused = await failure(
      await api.put(partnerPath(airlineA, `/departures/${departure?.id}/times`), managerA, {
        departureTime: '10:00',
        arrivalTime: '09:00',
      }),
    );
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(issuePaths(refused)).toEqual(['arrivalTime']);
    expect((await departuresOf(managerA, airlineA, schedule.id))[0]).toEqual(departure);
  });

  it('records each change with its actor, its scope and the airline', async () => {
    const created = await readJson(
      await api.post(partnerPath(airlineA, '/schedules'), managerA, scheduleInput()),
    );
    const [departure] = await departuresOf(managerA, airlineA, created.id);
    await api.put(partnerPath(airlineA, `/departures/${departure?.id}/times`), managerA, {
      departureTime: '07:00',
      arrivalTime: '08:30',
    });
    await api.post(`/api/admin/flight-instances/${departure?.id}/cancel`, admin);
    const entries = await testApp.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.airlineCode, airlineA));
    const entry = (action: string, entityId: string) =>
      entries.find((candidate) => candidate.action === action && candidate.entityId === entityId);
    expect(entry('flight-schedule.create', created.id)).toMatchObject({
      actorEmail: managerA.email,
      scope: 'PARTNER',
    });
    expect(entry('flight-instance.times', departure?.id ?? '')).toMatchObject({
      actorEmail: managerA.email,
      scope: 'PARTNER',
    });
    expect(entry('flight-instance.cancel', departure?.id ?? '')).toMatchObject({
      actorEmail: admin.email,
      scope: 'PLATFORM',
    });
    expect(entries.some((candidate) => candidate.entityId === scheduleB.id)).toBe(false);
  });

  it('documents the routes under the airline’s path', async () => {
    const document = await readJson(await testApp.app.request('/api/openapi.json'));
    const paths = Object.keys(document.paths).filter((path) =>
      path.startsWith('/api/partner/airlines/{code}/'),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/partner/airlines/{code}/schedules',
        '/api/partner/airlines/{code}/schedules/{id}',
        '/api/partner/airlines/{code}/departures',
        '/api/partner/airlines/{code}/departures/{id}/times',
        '/api/partner/airlines/{code}/departures/{id}/cancel',
        '/api/partner/airlines/{code}/bookings',
      ]),
    );
    expect(Object.keys(document.paths['/api/partner/airlines/{code}/schedules/{id}'].put.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409', '422']),
    );
  });
});
