import { addDays, todayInMadagascar } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { soldFromBookings, soldInCalendar } from '../../test/calendar-recount';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { auditOf, deskActionPath, deskBooking, hotelBookingsPath, movableClock } from '../../test/hotel-desk';
import { readJson } from '../../test/json';
import { createMember, lastMailTo } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';

type TestHotel = Awaited<ReturnType<typeof insertHotel>>;

describe('a hotel’s bookings and its front desk', () => {
  const clock = movableClock();
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let traveller: TestActor;
  let hotelA: TestHotel;
  let hotelB: TestHotel;
  let ownerA: TestActor;
  let managerA: TestActor;
  let deskA: TestActor;
  let ownerB: TestActor;

  beforeAll(async () => {
    testApp = await createTestApp({ now: clock.now });
    api = apiClient(testApp);
    [admin, traveller] = await Promise.all([
      createActor(testApp.services, ['ADMIN', 'USER']),
      createActor(testApp.services),
    ]);
    // Two hotels of the same town.
    const rooms = [{ name: 'Chambre Lagon', quantity: 8, capacity: 2, pricePerNight: 100_000 }];
    hotelA = await insertHotel(testApp.database.db, { name: 'Hôtel Tsaradia', city: 'Fianarantsoa', rooms });
    hotelB = await insertHotel(testApp.database.db, { name: 'Hôtel Zomatel', city: 'Fianarantsoa', rooms });
    ownerA = await createMember(testApp, admin, { hotelId: hotelA.id }, 'OWNER');
    managerA = await createMember(testApp, admin, { hotelId: hotelA.id }, 'MANAGER');
    deskA = await createMember(testApp, admin, { hotelId: hotelA.id }, 'FRONT_DESK', { language: 'en' });
    ownerB = await createMember(testApp, admin, { hotelId: hotelB.id }, 'OWNER');
  });
  afterEach(() => clock.reset());
  afterAll(() => testApp.close());

  /** A booking the hotel takes (by phone, today for two nights unless told otherwise). */
  const take = async (
    caller: TestActor,
    hotel: TestHotel,
    options?: Parameters<typeof deskBooking>[1],
    overrides?: Record<string, unknown>,
  ) => {
    const response = await api.post(
      hotelBookingsPath(hotel.id),
      caller,
      deskBooking(hotel, options, overrides),
    );
    if (response.status !== 201) throw new Error(`not booked: ${response.status} ${await response.text()}`);
    return readJson(response);
  };
  const act = (caller: TestActor, bookingId: string, action: string, body?: unknown) =>
    api.post(deskActionPath(bookingId, action), caller, body);
  const rowOf = async (id: string) => {
    const [row] = await testApp.database.db.select().from(schema.booking).where(eq(schema.booking.id, id));
    return row;
  };
  /** The calendar of the hotel's room over the next days, checked against a recount of the bookings. */
  const calendarOf = async (hotel: TestHotel) => {
    const roomId = hotel.rooms[0]?.id as string;
    const window = stay(-1, 10);
    const sold = await soldInCalendar(testApp.database.db, [roomId], window.checkIn, window.checkOut);
    expect(sold).toEqual(
      await soldFromBookings(testApp.database.db, [roomId], window.checkIn, window.checkOut),
    );
    return (daysFromNow: number) => sold.get(`${roomId} ${addDays(todayInMadagascar(), daysFromNow)}`) ?? 0;
  };
  const bookingCount = async () =>
    (await testApp.database.db.select({ value: count() }).from(schema.booking))[0];

  it('takes a phone booking for today: confirmed at once, paid at the hotel, the staff member its author and no account its owner', async () => {
    const email = `guest-${Date.now()}@example.mg`;
    const response = await api.post(
      hotelBookingsPath(hotelA.id),
      deskA,
      deskBooking(hotelA, {}, { guest: { name: 'Voahirana R.', phone: '034 11 222 33', email } }),
      'desk-key-0001',
    );
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    expect(booking).toMatchObject({
      source: 'PHONE',
      status: 'CONFIRMED',
      userId: null,
      amountDueNow: 0,
      total: 200_000,
      checkIn: todayInMadagascar(),
      guest: { name: 'Voahirana R.', email },
      payments: [{ method: 'PAY_AT_PROPERTY', amount: 200_000, status: 'PENDING' }],
    });
    expect(await rowOf(booking.id)).toMatchObject({ bookedById: deskA.id, language: 'en' });
    // The guest is mailed in the staff member's language, without a link to an account it has none of.
    const mail = await lastMailTo(testApp, email, 'booking-confirmed');
    expect(mail.subject).toBe(`Booking confirmed ${booking.reference} — Hôtel Tsaradia`);
    expect(mail.text).not.toContain('/account/trips');
    const [entry] = await auditOf(testApp, booking.id, 'booking.create');
    expect(entry).toMatchObject({ actorId: deskA.id, scope: 'PARTNER', hotelId: hotelA.id });

    // The key is its author's: a retry answers the same booking, another member's key is another booking.
    const retry = await api.post(
      hotelBookingsPath(hotelA.id),
      deskA,
      deskBooking(hotelA, {}, { guest: { name: 'Voahirana R.', phone: '034 11 222 33', email } }),
      'desk-key-0001',
    );
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(retry)).id).toBe(booking.id);
    const other = await api.post(
      hotelBookingsPath(hotelA.id),
      managerA,
      deskBooking(hotelA),
      'desk-key-0001',
    );
    expect(other.status).toBe(201);
    const walkIn = await readJson(other);
    expect(walkIn.id).not.toBe(booking.id);
    // Without an address the guest gets no mail.
    expect(walkIn.guest.email).toBe('');
    const unaddressed = await testApp.database.db
      .select()
      .from(schema.mailMessage)
      .where(eq(schema.mailMessage.to, ''));
    expect(unaddressed).toEqual([]);
    await calendarOf(hotelA);
  });

  it('refuses a booking over capacity, a bad source, another hotel’s id, a payment or no room left, and changes nothing', async () => {
    const before = await bookingCount();
    const soldBefore = await calendarOf(hotelA);
    const refusals: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ guests: 3 }, 400, 'VALIDATION_ERROR', 'guests'],
      [{ source: 'ONLINE' }, 400, 'VALIDATION_ERROR', 'source'],
      [{ source: 'FAX' }, 400, 'VALIDATION_ERROR', 'source'],
      [{ hotelId: hotelB.id }, 400, 'VALIDATION_ERROR', 'hotelId'],
      [{ payment: { method: 'MVOLA' } }, 400, 'VALIDATION_ERROR'],
      [{ ...stay(-1, 2) }, 400, 'VALIDATION_ERROR', 'checkIn'],
      [{ rooms: [{ roomId: hotelA.rooms[0]?.id, quantity: 9 }] }, 409, 'SOLD_OUT'],
    ];
    for (const [overrides, status, code, field] of refusals) {
      const response = await api.post(
        hotelBookingsPath(hotelA.id),
        deskA,
        deskBooking(hotelA, {}, overrides),
      );
      const body = await readJson(response);
      expect([response.status, body.code], JSON.stringify(overrides)).toEqual([status, code]);
      if (field) expect(body.details.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    expect(await bookingCount()).toEqual(before);
    const soldAfter = await calendarOf(hotelA);
    expect([0, 1, 2].map(soldAfter)).toEqual([0, 1, 2].map(soldBefore));
  });

  it('keeps each hotel’s bookings to its own members: 404 on every hotel B booking and front-desk route', async () => {
    const ofB = await take(ownerB, hotelB, { nights: 3 });
    const ofA = await take(deskA, hotelA);
    const paths: Array<[string, string, unknown?]> = [
      ['GET', hotelBookingsPath(hotelB.id)],
      ['GET', `${hotelBookingsPath(hotelB.id)}/export.csv`],
      ['POST', hotelBookingsPath(hotelB.id), deskBooking(hotelB)],
      ['GET', `/api/partner/hotels/${hotelB.id}/front-desk`],
      ['GET', `/api/partner/bookings/${ofB.id}`],
      ['POST', deskActionPath(ofB.id, 'check-in')],
      ['POST', deskActionPath(ofB.id, 'check-out')],
      ['POST', deskActionPath(ofB.id, 'no-show')],
      ['POST', deskActionPath(ofB.id, 'cancel')],
      ['POST', deskActionPath(ofB.id, 'early-departure'), { lastNight: ofB.checkIn }],
    ];
    for (const caller of [deskA, ownerA, traveller]) {
      for (const [method, path, body] of paths) {
        const response = await api.send(method, path, caller, body);
        expect([response.status, (await readJson(response)).code], `${method} ${path}`).toEqual([
          404,
          'NOT_FOUND',
        ]);
      }
    }
    expect(await rowOf(ofB.id)).toMatchObject({ status: 'CONFIRMED', checkedInAt: null });
    expect((await act(deskA, ofA.id, 'cancel')).status).toBe(200);
    // Nor does hotel B's owner see hotel A's.
    expect((await api.get(`/api/partner/bookings/${ofA.id}`, ownerB)).status).toBe(404);

    const listed = await readJson(await api.get(`${hotelBookingsPath(hotelA.id)}?pageSize=100`, deskA));
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((item: { hotel: { id: string } }) => item.hotel.id === hotelA.id)).toBe(true);
    expect((await api.get(hotelBookingsPath(hotelB.id), admin)).status).toBe(200);
  });

  it('checks a guest in on the arrival day and out the same day: the nights after the first go back on sale', async () => {
    const booking = await take(managerA, hotelA, { nights: 3 });
    expect((await calendarOf(hotelA))(2)).toBeGreaterThan(0);
    const soldBefore = await calendarOf(hotelA);

    const checkedIn = await act(deskA, booking.id, 'check-in');
    expect(checkedIn.status).toBe(200);
    const inHouse = await readJson(checkedIn);
    expect(inHouse).toMatchObject({ status: 'CONFIRMED', checkedInAt: expect.any(String) });
    const again = await readJson(await act(ownerA, booking.id, 'check-in'));
    expect(again.checkedInAt).toBe(inHouse.checkedInAt);
    expect(await auditOf(testApp, booking.id, 'booking.check-in')).toHaveLength(1);
    // Checked in, the guest is checked out, not cancelled nor marked a no-show.
    for (const action of ['cancel', 'no-show']) {
      const refused = await act(ownerA, booking.id, action);
      expect([refused.status, (await readJson(refused)).details]).toEqual([409, { reason: 'CHECKED_IN' }]);
    }
    // The platform cannot cancel a guest in the house either: the nights slept stay sold.
    const byAdmin = await api.post(`/api/admin/bookings/${booking.id}/cancel`, admin);
    expect([byAdmin.status, (await readJson(byAdmin)).details]).toEqual([409, { reason: 'CHECKED_IN' }]);

    const left = await readJson(await act(deskA, booking.id, 'check-out'));
    expect(left).toMatchObject({
      status: 'COMPLETED',
      checkOut: addDays(booking.checkIn, 1),
      checkedOutAt: expect.any(String),
      total: booking.total,
    });
    const soldAfter = await calendarOf(hotelA);
    expect([0, 1, 2].map(soldAfter)).toEqual([soldBefore(0), soldBefore(1) - 1, soldBefore(2) - 1]);
    expect((await act(deskA, booking.id, 'check-out')).status).toBe(200);
    const [entry, ...more] = await auditOf(testApp, booking.id, 'booking.check-out');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: deskA.id, hotelId: hotelA.id, scope: 'PARTNER' });
    expect(entry?.after).toMatchObject({ status: 'COMPLETED', checkOut: addDays(booking.checkIn, 1) });
  });

  it('refuses a check-in before the arrival day and a check-out of a guest not checked in, changing nothing', async () => {
    const tomorrow = await take(deskA, hotelA, { daysFromNow: 1 });
    const early = await act(deskA, tomorrow.id, 'check-in');
    expect([early.status, await readJson(early)]).toEqual([
      409,
      expect.objectContaining({ code: 'BOOKING_STATE_CONFLICT', details: { reason: 'BEFORE_ARRIVAL' } }),
    ]);
    const notIn = await act(deskA, tomorrow.id, 'check-out');
    expect((await readJson(notIn)).details).toEqual({ reason: 'NOT_CHECKED_IN' });
    expect(await rowOf(tomorrow.id)).toMatchObject({
      status: 'CONFIRMED',
      checkedInAt: null,
      checkedOutAt: null,
    });
    expect(await auditOf(testApp, tomorrow.id, 'booking.check-in')).toEqual([]);
  });

  it('marks a no-show only once the arrival day is over, and gives every night back', async () => {
    const booking = await take(deskA, hotelA);
    const soldBefore = await calendarOf(hotelA);
    const onArrivalDay = await act(deskA, booking.id, 'no-show');
    expect([onArrivalDay.status, (await readJson(onArrivalDay)).details]).toEqual([
      409,
      { reason: 'ARRIVAL_DAY_NOT_OVER' },
    ]);
    expect((await rowOf(booking.id))?.status).toBe('CONFIRMED');

    clock.daysAhead(1);
    const noShow = await readJson(await act(deskA, booking.id, 'no-show'));
    expect(noShow.status).toBe('NO_SHOW');
    expect((await rowOf(booking.id))?.noShowAt).toBeInstanceOf(Date);
    const soldAfter = await calendarOf(hotelA);
    expect([0, 1].map(soldAfter)).toEqual([soldBefore(0) - 1, soldBefore(1) - 1]);
    expect((await act(deskA, booking.id, 'no-show')).status).toBe(200);
    expect(await auditOf(testApp, booking.id, 'booking.no-show')).toHaveLength(1);
    const late = await act(deskA, booking.id, 'check-in');
    expect((await readJson(late)).details).toEqual({ reason: 'NOT_ACTIVE' });
  });

  it('shortens a stay on an early departure, the nights after on sale again at once in search', async () => {
    const hotel = await insertHotel(testApp.database.db, {
      name: 'Gîte du Betsileo',
      city: 'Ambalavao',
      rooms: [{ quantity: 1, capacity: 2 }],
    });
    const desk = await createMember(testApp, admin, { hotelId: hotel.id }, 'FRONT_DESK');
    const booking = await take(desk, hotel, { nights: 4 });
    const search = async () => {
      const query = new URLSearchParams({ city: 'Ambalavao', ...stay(1, 1), guests: '1' });
      const page = await readJson(await api.get(`/api/search/hotels?${query}`, traveller));
      return page.items.map((item: { hotel: { id: string }; roomsLeft: number }) => item.roomsLeft);
    };
    expect(await search()).toEqual([]);

    const notIn = await act(desk, booking.id, 'early-departure', { lastNight: booking.checkIn });
    expect((await readJson(notIn)).details).toEqual({ reason: 'NOT_CHECKED_IN' });
    expect((await act(desk, booking.id, 'check-in')).status).toBe(200);
    // Outside the stay: before it, its own last night, its check-out day; and a night already spent.
    for (const lastNight of [addDays(booking.checkIn, -1), addDays(booking.checkOut, -1), booking.checkOut]) {
      const refused = await act(desk, booking.id, 'early-departure', { lastNight });
      const body = await readJson(refused);
      expect([refused.status, body.code, body.details.issues[0].path]).toEqual([
        400,
        'VALIDATION_ERROR',
        'lastNight',
      ]);
    }
    clock.daysAhead(2);
    const spent = await act(desk, booking.id, 'early-departure', { lastNight: booking.checkIn });
    expect((await readJson(spent)).details.issues[0].path).toBe('lastNight');
    clock.reset();
    expect((await rowOf(booking.id))?.checkOut).toBe(booking.checkOut);

    const shortened = await readJson(
      await act(desk, booking.id, 'early-departure', { lastNight: booking.checkIn }),
    );
    expect(shortened).toMatchObject({
      status: 'CONFIRMED',
      checkOut: addDays(booking.checkIn, 1),
      total: booking.total,
    });
    expect(await search()).toEqual([1]);
    expect((await act(desk, booking.id, 'early-departure', { lastNight: booking.checkIn })).status).toBe(200);
    expect(await auditOf(testApp, booking.id, 'booking.early-departure')).toHaveLength(1);
    // The freed night sells online once.
    const online = {
      hotelId: hotel.id,
      ...stay(1, 1),
      rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
      guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
    };
    expect((await api.post('/api/bookings', traveller, online)).status).toBe(201);
    expect((await api.post('/api/bookings', traveller, online)).status).toBe(409);
    await calendarOf(hotel);
  });

  it('shows the front desk its day: arrivals, guests in the house and departures', async () => {
    const booking = await take(deskA, hotelA);
    const cancelled = await take(deskA, hotelA);
    await act(deskA, cancelled.id, 'cancel');
    const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);
    const dayOf = async (date?: string) => {
      const response = await api.get(
        `/api/partner/hotels/${hotelA.id}/front-desk${date ? `?date=${date}` : ''}`,
        deskA,
      );
      expect(response.status).toBe(200);
      const day = await readJson(response);
      return {
        date: day.date,
        arrivals: idsOf(day.arrivals),
        inHouse: idsOf(day.inHouse),
        departures: idsOf(day.departures),
      };
    };
    const today = await dayOf();
    expect(today.date).toBe(todayInMadagascar());
    expect(
      [today.arrivals, today.inHouse, today.departures].map((list) => list.includes(booking.id)),
    ).toEqual([true, false, false]);
    expect(today.arrivals).not.toContain(cancelled.id);

    clock.daysAhead(1);
    const tomorrow = await dayOf();
    expect(
      [tomorrow.arrivals, tomorrow.inHouse, tomorrow.departures].map((list) => list.includes(booking.id)),
    ).toEqual([false, true, false]);
    expect(await dayOf(addDays(booking.checkIn, 2))).toMatchObject({
      departures: expect.arrayContaining([booking.id]),
    });
    const bad = await api.get(`/api/partner/hotels/${hotelA.id}/front-desk?date=tomorrow`, deskA);
    expect(bad.status).toBe(400);
  });

  it('cancels a stay for the hotel: source PROPERTY, its nights on sale again, the guest told; a repeat changes nothing', async () => {
    const email = `cancelled-${Date.now()}@example.mg`;
    const booking = await take(
      ownerA,
      hotelA,
      { daysFromNow: 3 },
      {
        guest: { name: 'Fara Be', phone: '034 22 333 44', email },
      },
    );
    const soldBefore = await calendarOf(hotelA);
    const cancelled = await readJson(await act(ownerA, booking.id, 'cancel'));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PROPERTY' });
    expect((await calendarOf(hotelA))(3)).toBe(soldBefore(3) - 1);
    expect((await lastMailTo(testApp, email, 'booking-cancelled')).subject).toContain(booking.reference);
    expect((await act(ownerA, booking.id, 'cancel')).status).toBe(200);
    expect(await auditOf(testApp, booking.id, 'booking.cancel')).toHaveLength(1);
    const checkIn = await act(deskA, booking.id, 'check-in');
    expect((await readJson(checkIn)).details).toEqual({ reason: 'NOT_ACTIVE' });
  });

  it('lists the hotel’s bookings with the admin’s filters, each with its source, and exports them as CSV', async () => {
    const name = `Tahina ${Date.now()}`;
    const walkIn = await take(
      deskA,
      hotelA,
      {},
      { source: 'WALK_IN', guest: { name, phone: '034 55 666 77' } },
    );
    const online = await readJson(
      await api.post('/api/bookings', traveller, {
        hotelId: hotelA.id,
        ...stay(5, 2),
        rooms: [{ roomId: hotelA.rooms[0]?.id, quantity: 1 }],
        guest: { name, phone: '034 55 666 77' },
      }),
    );
    const query = `guest=${encodeURIComponent(name)}&sort=checkIn&order=asc`;
    const page = await readJson(await api.get(`${hotelBookingsPath(hotelA.id)}?${query}`, deskA));
    expect(page.items.map((item: { id: string; source: string }) => [item.id, item.source])).toEqual([
      [walkIn.id, 'WALK_IN'],
      [online.id, 'ONLINE'],
    ]);
    const byStatus = await readJson(
      await api.get(`${hotelBookingsPath(hotelA.id)}?${query}&status=CANCELLED`, deskA),
    );
    expect(byStatus.total).toBe(0);
    expect(await readJson(await api.get(`/api/partner/bookings/${walkIn.id}`, deskA))).toMatchObject({
      id: walkIn.id,
      source: 'WALK_IN',
    });

    const exported = await api.get(`${hotelBookingsPath(hotelA.id)}/export.csv?${query}`, deskA);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await exported.text()).split('\r\n');
    expect(lines[0]).toBe(
      'reference,hotel,source,status,guest_name,guest_phone,guest_email,arrival,departure,nights,rooms,guests,total,paid,created_at,checked_in_at,checked_out_at',
    );
    expect(lines[1]).toBe(
      [
        walkIn.reference,
        'Hôtel Tsaradia',
        'WALK_IN',
        'CONFIRMED',
        name,
        // A cell starting with + would run as a formula: it is neutralised.
        "'+261345566677",
        '',
        walkIn.checkIn,
        walkIn.checkOut,
        '2',
        '1 × Chambre Lagon',
        '1',
        '200000',
        '0',
        walkIn.createdAt,
        '',
        '',
      ].join(','),
    );
    expect(lines[2]).toContain(`${online.reference},Hôtel Tsaradia,ONLINE,CONFIRMED,${name}`);
    expect(lines.slice(3)).toEqual(['']);

    // The admin's export: the same filters over every hotel.
    const adminCsv = await (await api.get(`/api/admin/bookings/export.csv?${query}`, admin)).text();
    expect(
      adminCsv
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(',')[0]),
    ).toEqual([walkIn.reference, online.reference]);
    expect((await api.get('/api/admin/bookings/export.csv', deskA)).status).toBe(403);
  });
});
