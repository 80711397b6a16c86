import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, hotelListQuerySchema, todayInMadagascar } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../lib/scope';
import { readJson } from '../test/json';
import { createTestApp } from '../test/test-app';
import { demoHotels } from './demo-catalog';
import { demoAirlines, demoAirports, demoScheduleDays } from './demo-flights';
import { describeSeed, type SeedReport, seedDemoData } from './seed';

describe('seedDemoData', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const seed = () => seedDemoData(testApp);
  let report: SeedReport | undefined;
  const photoFolders = () =>
    readdirSync(join(testApp.config.dataDir, 'photos')).flatMap((prefix) =>
      readdirSync(join(testApp.config.dataDir, 'photos', prefix)),
    );

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEMO_CATALOG: 'true' } });
  });
  afterAll(() => testApp.close());

  it('creates the admin and a catalogue of hotels, rooms and generated photos', async () => {
    report = await seed();
    expect(report.admin?.email).toBe('admin@madabook.mg');
    expect(report.catalog?.hotels).toBe(demoHotels.length);

    const page = await testApp.services.hotels.listForAdmin(hotelListQuerySchema.parse({ pageSize: 100 }));
    expect(page.total).toBe(demoHotels.length);
    const hotels = page.items;
    expect(new Set(hotels.map((hotel) => hotel.city)).size).toBeGreaterThanOrEqual(10);
    expect(hotels.some((hotel) => hotel.tier === 'PREMIUM')).toBe(true);
    for (const hotel of hotels) {
      expect(hotel.photos.length).toBeGreaterThanOrEqual(2);
      expect(hotel.photos.length).toBeLessThanOrEqual(4);
      expect(hotel.roomCount).toBeGreaterThanOrEqual(2);
      expect(hotel.roomCount).toBeLessThanOrEqual(5);
      expect(hotel.amenities.length).toBeGreaterThan(0);
      expect(hotel.latitude).toBeGreaterThan(-26);
      expect(hotel.latitude).toBeLessThan(-11.9);
      expect(hotel.longitude).toBeGreaterThan(43);
      expect(hotel.longitude).toBeLessThan(50.5);
    }
    const rooms = (
      await Promise.all(hotels.map((hotel) => testApp.services.rooms.listForHotel('admin', hotel.id)))
    ).flat();
    expect(rooms).toHaveLength(report.catalog?.rooms ?? 0);
    const prices = rooms.map((room) => room.pricePerNight);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(40_000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1_300_000);
    for (const room of rooms) expect(room.photos.length).toBeGreaterThanOrEqual(1);

    const photoCount =
      hotels.reduce((sum, hotel) => sum + hotel.photos.length, 0) +
      rooms.reduce((sum, room) => sum + room.photos.length, 0);
    expect(report.catalog?.photos).toBe(photoCount);
    expect(photoFolders()).toHaveLength(photoCount);
    const served = await testApp.app.request(hotels[0]?.photos[0]?.urls.card ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  }, 120_000); // Renders every demo photo: a minute on a busy two-core machine.

  it('creates the flight network: the hub, domestic and regional routes, one-stop journeys', async () => {
    const airports = await readJson(await testApp.app.request('/api/airports'));
    expect(airports).toHaveLength(demoAirports.length);
    expect(airports.find((airport: { code: string }) => airport.code === 'CDG')).toMatchObject({
      city: 'Paris',
      timeZone: 'Europe/Paris',
    });
    for (const airport of airports.filter((candidate: { country: string }) => candidate.country === 'MG')) {
      expect(airport.timeZone).toBe('Indian/Antananarivo');
    }
    expect(await testApp.services.flights.airlines.list()).toHaveLength(demoAirlines.length);

    const schedules = await testApp.services.flights.schedules.list(platformScope, {
      page: 1,
      pageSize: 100,
      order: 'asc',
    });
    const routes = new Set(schedules.items.map((schedule) => `${schedule.origin}-${schedule.destination}`));
    for (const code of ['NOS', 'DIE', 'SMS', 'TMM', 'MOQ', 'MJN', 'FTU', 'TLE', 'SVB', 'WMN']) {
      expect(routes, code).toContain(`TNR-${code}`);
      expect(routes, code).toContain(`${code}-TNR`);
    }
    const lightFares = schedules.items
      .filter(
        (schedule) =>
          schedule.destination !== 'TNR' && !['RUN', 'MRU', 'DZA', 'CDG'].includes(schedule.destination),
      )
      .map((schedule) => schedule.economyLightFare ?? 0);
    expect(Math.min(...lightFares)).toBeGreaterThanOrEqual(250_000);
    expect(Math.max(...lightFares)).toBeLessThanOrEqual(600_000);
    expect(schedules.items.some((schedule) => schedule.businessSeats > 0)).toBe(true);
    expect(schedules.items.some((schedule) => schedule.daysOfWeek.length < 7)).toBe(true);
    const today = todayInMadagascar();
    for (const schedule of schedules.items) {
      expect(schedule.validFrom).toBe(today);
      expect(schedule.validTo).toBe(addDays(today, demoScheduleDays - 1));
    }

    // Nosy Be to Tôlanaro changes planes in Antananarivo; some day of the next week has it.
    const oneStops = [];
    for (let days = 1; days <= 7; days++) {
      const search = await readJson(
        await testApp.app.request(`/api/flights/search?from=NOS&to=FTU&departDate=${addDays(today, days)}`),
      );
      oneStops.push(...search.outbound.filter((offer: { stops: number }) => offer.stops === 1));
    }
    expect(oneStops.length).toBeGreaterThan(0);
    expect(oneStops[0].segments.map((segment: { to: { code: string } }) => segment.to.code)).toEqual([
      'TNR',
      'FTU',
    ]);
  });

  it('gives the first demo hotel an owner and a front desk, and the first airline a manager, who sign in at once', async () => {
    const accounts = report?.partners?.accounts ?? [];
    expect(accounts.map(({ email, role, property }) => ({ email, role, property }))).toEqual([
      { email: 'hotelier@madabook.mg', role: 'OWNER', property: demoHotels[0]?.name },
      { email: 'reception@madabook.mg', role: 'FRONT_DESK', property: demoHotels[0]?.name },
      { email: 'compagnie@madabook.mg', role: 'MANAGER', property: demoAirlines[0]?.name },
    ]);
    const printed = describeSeed(report ?? {}, testApp.config.appUrl) ?? '';
    expect(printed).toContain(`${testApp.config.appUrl}/partner`);
    for (const account of accounts) {
      expect(printed).toContain(`${account.email} / ${account.password}`);
      const signIn = await testApp.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(signIn.status).toBe(200);
      const properties = await readJson(
        await testApp.app.request('/api/partner/properties', {
          headers: { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` },
        }),
      );
      const roles = [...properties.hotels, ...properties.airlines].map(
        (property: { role: string }) => property.role,
      );
      expect(roles).toEqual([account.role]);
    }
  });

  it('adds nothing when run again', async () => {
    const folders = photoFolders().length;
    const before = await readJson(await testApp.app.request('/api/hotels/all'));
    const schedulesBefore = await testApp.services.flights.schedules.list(platformScope, {
      page: 1,
      pageSize: 100,
      order: 'asc',
    });
    expect(await seed()).toEqual({});
    expect(await readJson(await testApp.app.request('/api/hotels/all'))).toEqual(before);
    expect(
      await testApp.services.flights.schedules.list(platformScope, { page: 1, pageSize: 100, order: 'asc' }),
    ).toEqual(schedulesBefore);
    expect(photoFolders()).toHaveLength(folders);
    expect(await testApp.services.amenities.list()).toHaveLength(16);
  });
});

describe('seedDemoData without DEMO_CATALOG (tests and production by default)', () => {
  it('leaves the catalogue empty', async () => {
    const testApp = await createTestApp();
    try {
      expect((await seedDemoData(testApp)).catalog).toBeUndefined();
      expect(await readJson(await testApp.app.request('/api/hotels/all'))).toEqual([]);
      expect(await readJson(await testApp.app.request('/api/airports'))).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
