import {
  addDays,
  type BookingSource,
  bookingSources,
  nightsBetween,
  nightsOf,
  type Report,
  type ReportFigures,
} from '@madabook/contracts';
import { schema } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { stay } from '../../test/catalog-fixtures';
import { createHotel, createRoom } from '../../test/catalog-requests';
import { insertHotelBooking, type StayRow } from '../../test/hotel-bookings';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dayFromToday } from '../flights/test-network';

type Hotel = { id: string; name: string };

/**
 * The report's figures counted again in plain TypeScript, straight from the rows: every room type
 * and calendar row, every booking and its rooms. Nothing here is shared with the report's query.
 */
async function recount(testApp: TestApp, hotelIds: string[] | undefined, from: string, to: string) {
  const { db } = testApp.database;
  const inScope = (hotelId: string | null) => hotelId !== null && (!hotelIds || hotelIds.includes(hotelId));
  const rooms = (await db.select().from(schema.room)).filter((room) => inScope(room.hotelId));
  const calendar = await db.select().from(schema.roomNight);
  const bookings = (await db.select().from(schema.booking)).filter(
    (booking) => booking.kind === 'HOTEL' && inScope(booking.hotelId),
  );
  const lines = await db.select().from(schema.bookingRoom);
  const linesOf = (bookingId: string) => lines.filter((line) => line.bookingId === bookingId);
  const roomNightsOf = (booking: (typeof bookings)[number]) =>
    linesOf(booking.id).reduce((sum, line) => sum + line.quantity, 0) *
    nightsBetween(booking.checkIn ?? '', booking.checkOut ?? '');

  const figures = (counts: Omit<ReportFigures, 'occupancy' | 'adr' | 'revpar'>): ReportFigures => ({
    ...counts,
    occupancy: counts.available > 0 ? Math.round((counts.sold / counts.available) * 1000) / 1000 : null,
    adr: counts.sold > 0 ? Math.round(counts.revenue / counts.sold) : null,
    revpar: counts.available > 0 ? Math.round(counts.revenue / counts.available) : null,
  });

  const countNight = (night: string, source?: BookingSource) => {
    let available = 0;
    for (const room of rooms) {
      const row = calendar.find((candidate) => candidate.roomId === room.id && candidate.night === night);
      available += row ? (row.closed ? 0 : row.forSale) : room.quantity;
    }
    const ofSource = bookings.filter((booking) => !source || booking.source === source);
    let sold = 0;
    let revenue = 0;
    for (const booking of ofSource) {
      const checkIn = booking.checkIn ?? '';
      const inStay = checkIn <= night && night < (booking.checkOut ?? '');
      if (!inStay || !['CONFIRMED', 'COMPLETED'].includes(booking.status)) continue;
      for (const line of linesOf(booking.id)) {
        sold += line.quantity;
        revenue += line.quantity * (line.nightPrices[nightsBetween(checkIn, night)] ?? 0);
      }
    }
    const arriving = (status: string) =>
      ofSource.filter((booking) => booking.status === status && booking.checkIn === night);
    return {
      available,
      sold,
      revenue,
      cancellations: arriving('CANCELLED').length,
      cancelledRoomNights: arriving('CANCELLED').reduce((sum, booking) => sum + roomNightsOf(booking), 0),
      noShows: arriving('NO_SHOW').length,
      noShowRoomNights: arriving('NO_SHOW').reduce((sum, booking) => sum + roomNightsOf(booking), 0),
    };
  };

  const nights = nightsOf(from, addDays(to, 1));
  const sum = (countsOf: (night: string) => ReturnType<typeof countNight>) =>
    nights.map(countsOf).reduce((total, counts) => {
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += counts[key];
      return total;
    });
  const bySource = (countsOf: (source: BookingSource) => ReturnType<typeof countNight>) =>
    Object.fromEntries(bookingSources.map((source) => [source, figures(countsOf(source))]));
  return {
    nights: nights.map((night) => ({
      night,
      ...figures(countNight(night)),
      bySource: bySource((source) => countNight(night, source)),
    })),
    totals: {
      ...figures(sum((night) => countNight(night))),
      bySource: bySource((source) => sum((night) => countNight(night, source))),
    },
  };
}

describe('reports: room nights, occupancy, ADR, RevPAR, revenue, cancellations and no-shows', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let traveller: TestActor;
  let hotelA: Hotel;
  let hotelB: Hotel;
  let manager: TestActor;
  let frontDesk: TestActor;
  let ownerB: TestActor;
  const from = dayFromToday(10);
  const to = dayFromToday(20);
  const reportPath = (hotel: Hotel, area: 'admin' | 'partner' = 'partner') =>
    `/api/${area}/hotels/${hotel.id}/reports?from=${from}&to=${to}`;

  /** A stay booked on the site by the traveller, through the API: CONFIRMED (paid at the hotel). */
  async function bookOnline(hotel: Hotel, checkIn: number, checkOut: number, rooms: object[]) {
    const response = await api.post('/api/bookings', traveller, {
      hotelId: hotel.id,
      checkIn: dayFromToday(checkIn),
      checkOut: dayFromToday(checkOut),
      rooms,
      guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
    });
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    expect(booking.status).toBe('CONFIRMED');
    return booking;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    traveller = await createActor(testApp.services);
    hotelA = await createHotel(testApp, admin, { city: 'Mahajanga' });
    hotelB = await createHotel(testApp, admin, { city: 'Mahajanga' });
    manager = await createMember(testApp, admin, { hotelId: hotelA.id }, 'MANAGER');
    frontDesk = await createMember(testApp, admin, { hotelId: hotelA.id }, 'FRONT_DESK');
    ownerB = await createMember(testApp, admin, { hotelId: hotelB.id }, 'OWNER');

    const double = await createRoom(testApp, admin, hotelA.id, { quantity: 4, pricePerNight: 150_000 });
    const twin = await createRoom(testApp, admin, hotelA.id, {
      name: 'Twin',
      type: 'TWIN',
      quantity: 2,
      pricePerNight: 90_000,
    });
    const suite = await createRoom(testApp, admin, hotelA.id, {
      name: 'Suite',
      type: 'SUITE',
      quantity: 3,
      pricePerNight: 320_000,
    });
    const bungalow = await createRoom(testApp, admin, hotelB.id, { quantity: 6, pricePerNight: 80_000 });
    const calendar = async (hotel: Hotel, change: object) =>
      expect((await api.put(`/api/admin/hotels/${hotel.id}/calendar`, admin, change)).status).toBe(200);
    // A closed night, prices of their own on some nights, fewer rooms for sale on others.
    const nights = (first: number, last: number) => ({ from: dayFromToday(first), to: dayFromToday(last) });
    await calendar(hotelA, { roomIds: [twin.id], ...nights(13, 13), closed: true });
    await calendar(hotelA, {
      roomIds: [double.id],
      ...nights(11, 12),
      price: { kind: 'AMOUNT', amount: 210_000 },
    });
    await calendar(hotelA, { roomIds: [suite.id], ...nights(15, 16), forSale: 2 });
    await calendar(hotelB, { roomIds: [bungalow.id], ...nights(19, 25), closed: true });

    // Online, through the API: across the range's first night, across its last, and one cancelled.
    await bookOnline(hotelA, 8, 12, [{ roomId: double.id, quantity: 2 }]);
    await bookOnline(hotelA, 18, 23, [
      { roomId: double.id, quantity: 1 },
      { roomId: twin.id, quantity: 1 },
    ]);
    const cancelled = await bookOnline(hotelA, 12, 14, [{ roomId: double.id, quantity: 1 }]);
    expect((await api.post(`/api/admin/bookings/${cancelled.id}/cancel`, admin)).status).toBe(200);
    await bookOnline(hotelB, 10, 12, [{ roomId: bungalow.id, quantity: 3 }]);

    // What the front desk's routes leave behind, written directly.
    const rooms = (roomId: string, quantity: number) => [{ roomId, quantity }];
    const written: Array<StayRow> = [
      { hotel: hotelA, source: 'PHONE', status: 'CONFIRMED', ...stay(10, 3), rooms: rooms(suite.id, 2) },
      { hotel: hotelA, source: 'WALK_IN', status: 'COMPLETED', ...stay(10, 2), rooms: rooms(double.id, 1) },
      // Booked four nights, left after two: the last two are neither sold nor paid.
      {
        hotel: hotelA,
        source: 'EMAIL',
        status: 'CONFIRMED',
        ...stay(14, 4),
        leftOn: dayFromToday(16),
        rooms: [...rooms(twin.id, 1), ...rooms(double.id, 2)],
      },
      { hotel: hotelA, source: 'PHONE', status: 'NO_SHOW', ...stay(15, 2), rooms: rooms(suite.id, 1) },
      {
        hotel: hotelA,
        source: 'ONLINE',
        status: 'PENDING_PAYMENT',
        ...stay(16, 2),
        rooms: rooms(double.id, 1),
      },
      // A cancellation arriving on the range's last night, one the night before its first, a stay after it.
      { hotel: hotelA, source: 'EMAIL', status: 'CANCELLED', ...stay(20, 2), rooms: rooms(suite.id, 3) },
      { hotel: hotelA, source: 'WALK_IN', status: 'CANCELLED', ...stay(9, 2), rooms: rooms(twin.id, 1) },
      { hotel: hotelA, source: 'PHONE', status: 'CONFIRMED', ...stay(21, 3), rooms: rooms(suite.id, 1) },
      { hotel: hotelB, source: 'WALK_IN', status: 'NO_SHOW', ...stay(12, 1), rooms: rooms(bungalow.id, 1) },
    ];
    for (const row of written) await insertHotelBooking(testApp.database.db, row);
  });
  afterAll(() => testApp.close());

  it('equals a recount from the bookings and the calendar, night by night and source by source', async () => {
    const response = await api.get(reportPath(hotelA), manager);
    expect(response.status).toBe(200);
    const report: Report = await readJson(response);
    expect(report).toMatchObject({ hotelId: hotelA.id, from, to });
    expect(report.nights.map((night) => night.night)).toEqual(nightsOf(from, addDays(to, 1)));
    expect({ nights: report.nights, totals: report.totals }).toEqual(
      await recount(testApp, [hotelA.id], from, to),
    );

    // The recount is not of an empty world: every case it covers is in the figures.
    const night = (offset: number) => report.nights[offset] as Report['nights'][number];
    expect(night(3).available).toBe(4 + 0 + 3); // the twin closed
    expect(night(5).available).toBe(4 + 2 + 2); // two suites for sale
    expect(night(4).bySource.EMAIL.sold).toBe(3); // the early departure's first night
    expect(night(6).bySource.EMAIL.sold).toBe(0); // and a night it left
    expect(night(6).bySource.ONLINE.sold).toBe(0); // held awaiting payment, not sold
    expect(night(1).bySource.ONLINE.revenue).toBe(2 * 210_000);
    expect(night(5).bySource.PHONE).toMatchObject({ noShows: 1, noShowRoomNights: 2, sold: 0 });
    expect(night(2).bySource.ONLINE).toMatchObject({ cancellations: 1, cancelledRoomNights: 2 });
    expect(night(10).bySource.EMAIL).toMatchObject({ cancellations: 1, cancelledRoomNights: 6 });
    expect(report.totals.cancellations).toBe(2);
    for (const source of bookingSources) expect(report.totals.bySource[source].sold).toBeGreaterThan(0);
  });

  it('gives the platform every hotel together, and each hotel alone, from the same counts', async () => {
    const all: Report = await readJson(await api.get(`/api/admin/reports?from=${from}&to=${to}`, admin));
    expect(all.hotelId).toBeNull();
    expect({ nights: all.nights, totals: all.totals }).toEqual(await recount(testApp, undefined, from, to));
    const [a, b]: Report[] = await Promise.all(
      [hotelA, hotelB].map(async (hotel) => readJson(await api.get(reportPath(hotel, 'admin'), admin))),
    );
    expect({ nights: b?.nights, totals: b?.totals }).toEqual(await recount(testApp, [hotelB.id], from, to));
    expect(all.totals.sold).toBe((a?.totals.sold ?? 0) + (b?.totals.sold ?? 0));
    expect(all.totals.noShows).toBe(2);
  });

  it('answers CSV for format=csv or an Accept header asking for it: a line per night and source', async () => {
    const report: Report = await readJson(await api.get(reportPath(hotelA), manager));
    const response = await api.get(`${reportPath(hotelA)}&format=csv`, manager);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`report-${hotelA.id}-${from}-${to}.csv`);
    const csv = await response.text();
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'night,source,available,sold,occupancy,adr,revpar,revenue,cancellations,cancelled_room_nights,no_shows,no_show_room_nights',
    );
    expect(lines).toHaveLength(report.nights.length * bookingSources.length);
    const expected = report.nights.flatMap((night) =>
      bookingSources.map((source) => {
        const f = night.bySource[source];
        return [night.night, source, f.available, f.sold, f.occupancy, f.adr, f.revpar, f.revenue]
          .concat([f.cancellations, f.cancelledRoomNights, f.noShows, f.noShowRoomNights])
          .map((value) => (value === null ? '' : String(value)))
          .join(',');
      }),
    );
    expect(lines).toEqual(expected);

    const accept = (value: string, query = '') =>
      testApp.app.request(`${reportPath(hotelA)}${query}`, {
        headers: { ...manager.headers, accept: value },
      });
    expect((await accept('text/csv')).headers.get('content-type')).toContain('text/csv');
    expect((await accept('application/json, text/csv;q=0.5')).headers.get('content-type')).toContain(
      'application/json',
    );
    expect((await accept('text/csv', '&format=json')).headers.get('content-type')).toContain(
      'application/json',
    );
  });

  it('lets owners and managers read their hotel only; the front desk is refused', async () => {
    expect((await api.get(reportPath(hotelA), frontDesk)).status).toBe(403);
    expect((await api.get(reportPath(hotelA), ownerB)).status).toBe(404);
    expect((await api.get(reportPath(hotelB), ownerB)).status).toBe(200);
    expect((await api.get(reportPath(hotelA, 'admin'), manager)).status).toBe(403);
    expect((await api.get(`/api/admin/reports?from=${from}&to=${to}`, ownerB)).status).toBe(403);
    expect(
      (await api.get(`/api/admin/hotels/unknown-hotel/reports?from=${from}&to=${to}`, admin)).status,
    ).toBe(404);
    expect((await api.get(reportPath(hotelA), traveller)).status).toBe(404);
  });

  it('refuses a range backwards, longer than 366 nights or not made of dates', async () => {
    const ask = (query: string) => api.get(`/api/partner/hotels/${hotelA.id}/reports?${query}`, manager);
    const refused = async (query: string) => {
      const response = await ask(query);
      expect(response.status).toBe(400);
      expect((await readJson(response)).code).toBe('VALIDATION_ERROR');
    };
    await refused(`from=${to}&to=${from}`);
    await refused(`from=${from}&to=${addDays(from, 366)}`);
    await refused(`from=${from}`);
    await refused(`from=2026-02-30&to=2026-03-01`);
    await refused(`from=${from}&to=${to}&format=xml`);
    const longest = await ask(`from=${from}&to=${addDays(from, 365)}`);
    expect(longest.status).toBe(200);
    expect((await readJson(longest)).nights).toHaveLength(366);
    // One night: from and to the same day.
    expect((await readJson(await ask(`from=${from}&to=${from}`))).nights).toHaveLength(1);
  });

  it('documents the definitions, the query and both answers in the OpenAPI document', async () => {
    const document = await readJson(await testApp.app.request('/api/openapi.json'));
    for (const path of [
      '/api/partner/hotels/{id}/reports',
      '/api/admin/hotels/{id}/reports',
      '/api/admin/reports',
    ]) {
      const operation = document.paths[path]?.get;
      expect(operation.description).toContain('RevPAR = revenue / available');
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
        expect.arrayContaining(['from', 'to', 'format']),
      );
      expect(Object.keys(operation.responses['200'].content)).toEqual(['application/json', 'text/csv']);
    }
  });
});
