import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hotelListQuerySchema } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../test/json';
import { createTestApp } from '../test/test-app';
import { demoHotels } from './demo-catalog';
import { seedDemoData } from './seed';

describe('seedDemoData', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const seed = () => seedDemoData(testApp);
  const photoFolders = () =>
    readdirSync(join(testApp.config.dataDir, 'photos')).flatMap((prefix) =>
      readdirSync(join(testApp.config.dataDir, 'photos', prefix)),
    );

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEMO_CATALOG: 'true' } });
  });
  afterAll(() => testApp.close());

  it('creates the admin and a catalogue of hotels, rooms and generated photos, quickly', async () => {
    const started = Date.now();
    const report = await seed();
    const seconds = (Date.now() - started) / 1000;
    expect(report.admin?.email).toBe('admin@madabook.mg');
    expect(report.catalog?.hotels).toBe(demoHotels.length);
    // The aim is under 10 s on two idle cores; the margin keeps a busy machine from failing it.
    expect(seconds).toBeLessThan(15);

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
  });

  it('adds nothing when run again', async () => {
    const folders = photoFolders().length;
    const before = await readJson(await testApp.app.request('/api/hotels/all'));
    expect(await seed()).toEqual({});
    expect(await readJson(await testApp.app.request('/api/hotels/all'))).toEqual(before);
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
    } finally {
      await testApp.close();
    }
  });
});
