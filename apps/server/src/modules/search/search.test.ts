import { addDays } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('searching and checking availability', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let guest: TestActor;
  let admin: TestActor;
  let lagoon: Awaited<ReturnType<typeof insertHotel>>;
  let budget: Awaited<ReturnType<typeof insertHotel>>;
  const dates = stay(15, 3);

  const get = (path: string, actor?: TestActor) =>
    testApp.app.request(path, actor ? { headers: actor.headers } : {});
  const search = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(
      Object.entries({ ...dates, guests: 2, rooms: 1, ...query }).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    );
    return get(`/api/search/hotels?${params}`);
  };
  const book = (hotelId: string, roomId: string, quantity: number, stayDates = dates) =>
    testApp.app.request('/api/bookings', {
      method: 'POST',
      headers: guest.headers,
      body: JSON.stringify({
        hotelId,
        ...stayDates,
        rooms: [{ roomId, quantity }],
        guest: { name: 'Soa Rasoa', phone: '+261 33 12 345 67' },
      }),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    guest = await createActor(testApp.services);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    lagoon = await insertHotel(testApp.database.db, {
      name: 'Lagon Bleu',
      city: 'Nosy Be',
      rooms: [
        { name: 'Bungalow plage', type: 'BUNGALOW', pricePerNight: 350_000, quantity: 2, capacity: 2 },
        { name: 'Villa famille', type: 'VILLA', pricePerNight: 900_000, quantity: 1, capacity: 6 },
        { name: 'Chambre fermée', pricePerNight: 10_000, quantity: 0, capacity: 2 },
      ],
    });
    budget = await insertHotel(testApp.database.db, {
      name: 'Case Ylang',
      city: 'Nosy Be',
      rooms: [{ name: 'Double jardin', pricePerNight: 90_000, quantity: 3, capacity: 2 }],
    });
    await insertHotel(testApp.database.db, { name: 'Caché', city: 'Nosy Be', archived: true });
    await testApp.database.db
      .update(schema.hotel)
      .set({ stars: 5, tier: 'PREMIUM' })
      .where(eq(schema.hotel.id, lagoon.id));
  });
  afterAll(() => testApp.close());

  it('finds the hotels of a city that can host the whole stay, with the lowest price and total', async () => {
    const page = await readJson(await search({ city: 'nosy be', sort: 'price-asc' }));
    expect(page.total).toBe(2);
    expect(page.items.map((item: { hotel: { name: string } }) => item.hotel.name)).toEqual([
      'Case Ylang',
      'Lagon Bleu',
    ]);
    const lagoonResult = page.items[1];
    expect(lagoonResult).toMatchObject({
      nights: 3,
      lowestPricePerNight: 350_000,
      total: 1_050_000,
      roomsLeft: 2,
    });
    expect(lagoonResult.hotel).toMatchObject({
      slug: expect.any(String),
      tier: 'PREMIUM',
      stars: 5,
      photo: null,
    });
  });

  it("draws each card with the hotel's first photo and its first four amenities by French name", async () => {
    const { db } = testApp.database;
    const names = ['Spa', 'Bar', 'Wifi', 'Piscine', 'Navette'];
    await db.insert(schema.amenity).values(
      names.map((name) => ({
        id: `card-${name}`,
        nameFr: name,
        nameEn: `${name} (card test)`,
        icon: 'wifi',
      })),
    );
    await db
      .insert(schema.hotelAmenity)
      .values(names.map((name) => ({ hotelId: budget.id, amenityId: `card-${name}` })));
    await db.insert(schema.hotelPhoto).values(
      [2, 0, 1].map((position) => ({
        id: `card-photo-${position}`,
        hotelId: budget.id,
        position,
        storageKey: `card-key-${position}`,
        width: 1600,
        height: 1067,
      })),
    );
    const page = await readJson(await search({ city: 'Nosy Be', sort: 'price-asc' }));
    const card = page.items[0].hotel;
    expect(card.name).toBe('Case Ylang');
    expect(card.photo).toMatchObject({
      id: 'card-photo-0',
      width: 1600,
      urls: { card: '/api/photos/card-key-0/card.webp' },
    });
    expect(card.amenities.map((amenity: { nameFr: string }) => amenity.nameFr)).toEqual([
      'Bar',
      'Navette',
      'Piscine',
      'Spa',
    ]);
    expect(page.items[1].hotel).toMatchObject({ photo: null, amenities: [] });
  });

  it('keeps each card up to date as photos and amenities change, whatever writes them', async () => {
    const { db } = testApp.database;
    const cardOf = async () => {
      const page = await readJson(await search({ city: 'Nosy Be', sort: 'price-asc' }));
      const { photo, amenities } = page.items[0].hotel;
      return { cover: photo?.id, amenities: amenities.map((amenity: { nameFr: string }) => amenity.nameFr) };
    };
    await db.delete(schema.hotelPhoto).where(eq(schema.hotelPhoto.id, 'card-photo-0'));
    await db.update(schema.amenity).set({ nameFr: 'Zébu bar' }).where(eq(schema.amenity.id, 'card-Bar'));
    expect(await cardOf()).toEqual({
      cover: 'card-photo-1',
      amenities: ['Navette', 'Piscine', 'Spa', 'Wifi'],
    });

    await db.update(schema.hotelPhoto).set({ position: 5 }).where(eq(schema.hotelPhoto.id, 'card-photo-1'));
    await db.delete(schema.amenity).where(eq(schema.amenity.id, 'card-Navette'));
    expect(await cardOf()).toEqual({
      cover: 'card-photo-2',
      amenities: ['Piscine', 'Spa', 'Wifi', 'Zébu bar'],
    });

    await db.delete(schema.hotelAmenity).where(eq(schema.hotelAmenity.hotelId, budget.id));
    await db.delete(schema.hotelPhoto).where(eq(schema.hotelPhoto.hotelId, budget.id));
    expect(await cardOf()).toEqual({ cover: undefined, amenities: [] });
  });

  it('leaves out a hotel once a night of the stay is sold out, and brings it back when the booking is cancelled', async () => {
    const response = await book(budget.id, budget.rooms[0]?.id as string, 3, {
      checkIn: addDays(dates.checkIn, 1),
      checkOut: addDays(dates.checkIn, 2),
    });
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    const during = await readJson(await search({ city: 'Nosy Be' }));
    expect(during.items.map((item: { hotel: { name: string } }) => item.hotel.name)).toEqual(['Lagon Bleu']);

    await testApp.app.request(`/api/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: guest.headers,
    });
    const after = await readJson(await search({ city: 'Nosy Be' }));
    expect(after.total).toBe(2);
  });

  it('fits the party: guests need enough capacity and rooms need enough quantity', async () => {
    const family = await readJson(await search({ city: 'Nosy Be', guests: 5, rooms: 1 }));
    expect(
      family.items.map((item: { hotel: { name: string }; lowestPricePerNight: number }) => [
        item.hotel.name,
        item.lowestPricePerNight,
      ]),
    ).toEqual([['Lagon Bleu', 900_000]]);
    const group = await readJson(await search({ city: 'Nosy Be', guests: 6, rooms: 3 }));
    expect(group.items.map((item: { hotel: { name: string } }) => item.hotel.name)).toEqual(['Case Ylang']);
  });

  it('filters by price, stars and tier, and sorts', async () => {
    const cheap = await readJson(await search({ city: 'Nosy Be', maxPrice: 100_000 }));
    expect(cheap.items.map((item: { hotel: { name: string } }) => item.hotel.name)).toEqual(['Case Ylang']);
    const premium = await readJson(await search({ tier: 'PREMIUM' }));
    expect(premium.items.map((item: { hotel: { name: string } }) => item.hotel.name)).toEqual(['Lagon Bleu']);
    const fiveStars = await readJson(await search({ stars: '5' }));
    expect(fiveStars.total).toBe(1);
    const recommended = await readJson(await search({ city: 'Nosy Be' }));
    expect(recommended.items[0].hotel.name).toBe('Lagon Bleu');
    const paged = await readJson(await search({ city: 'Nosy Be', pageSize: 1, page: 2, sort: 'price-desc' }));
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items[0].hotel.name).toBe('Case Ylang');
    const beyond = await readJson(await search({ city: 'Nosy Be', pageSize: 1, page: 9 }));
    expect(beyond).toMatchObject({ items: [], total: 2, page: 9 });
  });

  it('refuses a bad search with the fields at fault', async () => {
    const response = await search({ checkIn: dates.checkOut, checkOut: dates.checkIn, rooms: 11 });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path)).toContain('rooms');
    const backwards = await readJson(await search({ checkIn: dates.checkOut, checkOut: dates.checkIn }));
    expect(backwards.details.issues).toContainEqual({
      path: 'checkOut',
      message: 'Check-out must be after check-in',
    });
  });

  it('suggests the cities that have hotels', async () => {
    const cities = await readJson(await get('/api/search/cities'));
    expect(cities).toContainEqual({ city: 'Nosy Be', hotelCount: 2 });
  });

  it("gives each room type's rooms left for the whole stay, never the closed ones", async () => {
    const bungalow = lagoon.rooms[0]?.id as string;
    await book(lagoon.id, bungalow, 1, {
      checkIn: addDays(dates.checkIn, 2),
      checkOut: addDays(dates.checkIn, 4),
    });
    const availability = await readJson(
      await get(`/api/hotels/${lagoon.id}/availability?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}`),
    );
    expect(availability.nights).toBe(3);
    expect(
      availability.rooms.map((room: { name: string; roomsLeft: number; total: number }) => [
        room.name,
        room.roomsLeft,
        room.total,
      ]),
    ).toEqual([
      ['Bungalow plage', 1, 1_050_000],
      ['Villa famille', 1, 2_700_000],
    ]);
    expect(availability.rooms[0].roomId).toBe(bungalow);
  });

  it('hides an archived hotel and answers 404', async () => {
    const archived = await insertHotel(testApp.database.db, { archived: true });
    const response = await get(
      `/api/hotels/${archived.id}/availability?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}`,
    );
    expect(response.status).toBe(404);
  });

  it('draws the occupancy calendar for admins only', async () => {
    const from = dates.checkIn;
    expect((await get(`/api/admin/hotels/${lagoon.id}/occupancy?from=${from}&days=5`)).status).toBe(401);
    expect((await get(`/api/admin/hotels/${lagoon.id}/occupancy?from=${from}&days=5`, guest)).status).toBe(
      403,
    );
    const occupancy = await readJson(
      await get(`/api/admin/hotels/${lagoon.id}/occupancy?from=${from}&days=5`, admin),
    );
    expect(occupancy.nights).toHaveLength(5);
    const bungalow = occupancy.rooms.find((room: { name: string }) => room.name === 'Bungalow plage');
    expect(bungalow).toMatchObject({ quantity: 2 });
    expect(bungalow.calendar.map((night: { sold: number }) => night.sold)).toEqual([0, 0, 1, 1, 0]);
    expect(bungalow.calendar[2]).toMatchObject({
      forSale: 2,
      forSaleSet: false,
      price: bungalow.pricePerNight,
      priceSet: false,
      closed: false,
      minStay: null,
    });
    expect((await get(`/api/admin/hotels/unknown/occupancy?from=${from}`, admin)).status).toBe(404);
  });

  it('adds bookings, revenue and occupancy to the dashboard', async () => {
    const dashboard = await readJson(await get('/api/admin/dashboard', admin));
    expect(dashboard.figures.bookings.upcoming).toBeGreaterThanOrEqual(1);
    expect(dashboard.figures.bookings.cancelledLast7Days).toBe(1);
    expect(dashboard.figures.revenue.bookedLast30Days).toBe(700_000);
    expect(dashboard.figures.occupancyNext30Days.roomNightsSold).toBe(2);
    expect(dashboard.figures.occupancyNext30Days.rate).toBeGreaterThan(0);
  });

  it('refuses to delete a hotel or a room with upcoming bookings, and keeps history when only past ones remain', async () => {
    const refusedHotel = await testApp.app.request(`/api/hotels/${lagoon.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(refusedHotel.status).toBe(409);
    expect((await readJson(refusedHotel)).code).toBe('HOTEL_HAS_UPCOMING_BOOKINGS');
    const refusedRoom = await testApp.app.request(`/api/hotels/rooms/${lagoon.rooms[0]?.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect((await readJson(refusedRoom)).code).toBe('ROOM_HAS_UPCOMING_BOOKINGS');

    const old = await insertHotel(testApp.database.db, { name: 'Ancien Relais' });
    await testApp.database.db.insert(schema.booking).values({
      id: 'old-stay',
      reference: 'MB-OLD234',
      userId: guest.id,
      status: 'COMPLETED',
      totalAmount: 150_000,
      guestName: 'Soa',
      guestPhone: '+261331234567',
      guestEmail: guest.email,
      hotelId: old.id,
      hotelName: old.name,
      ...stay(-30, 1),
      guests: 1,
    });
    const deleted = await testApp.app.request(`/api/hotels/${old.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(deleted.status).toBe(204);
    const kept = await readJson(await get('/api/bookings/old-stay', guest));
    expect(kept.hotel).toMatchObject({ id: null, name: 'Ancien Relais' });
    expect(kept.reference).toBe('MB-OLD234');
  });

  it("takes a hotel's calendar along when it moves to another town", async () => {
    const moving = await insertHotel(testApp.database.db, {
      name: 'Relais Nomade',
      city: 'Ambalavao',
      rooms: [{ name: 'Chambre', pricePerNight: 80_000, quantity: 1, capacity: 2 }],
    });
    const roomId = moving.rooms[0]?.id as string;
    expect((await book(moving.id, roomId, 1)).status).toBe(201);
    const namesIn = async (city: string, stayDates = dates) =>
      (await readJson(await search({ city, ...stayDates }))).items.map(
        (item: { hotel: { name: string } }) => item.hotel.name,
      );
    const later = { checkIn: addDays(dates.checkOut, 7), checkOut: addDays(dates.checkOut, 9) };
    expect(await namesIn('Ambalavao', later)).toEqual(['Relais Nomade']);

    await testApp.database.db
      .update(schema.hotel)
      .set({ city: 'Fianarantsoa' })
      .where(eq(schema.hotel.id, moving.id));
    // Sold out for the booked stay in its new town too; free for the later one, and gone from the old town.
    expect(await namesIn('fianarantsoa')).toEqual([]);
    expect(await namesIn('Fianarantsoa', later)).toEqual(['Relais Nomade']);
    expect(await namesIn('Ambalavao', later)).toEqual([]);
    const [night] = await testApp.database.db
      .select({ cityKey: schema.roomNight.cityKey })
      .from(schema.roomNight)
      .where(eq(schema.roomNight.roomId, roomId))
      .limit(1);
    expect(night?.cityKey).toBe('fianarantsoa');
  });

  it("serves a town's page again while nothing in the town changes, and never one older than the last write", async () => {
    const { db } = testApp.database;
    const cacheOf = (response: Response) => response.headers.get('x-cache');
    const stayDates = stay(40, 2);
    const bungalowLeft = async (headers: Record<string, string> = {}) => {
      const params = new URLSearchParams({ city: 'Nosy Be', ...stayDates, guests: '2', rooms: '1' });
      const response = await testApp.app.request(`/api/search/hotels?${params}`, { headers });
      const page = await readJson(response);
      const result = page.items.find((item: { hotel: { name: string } }) => item.hotel.name === 'Lagon Bleu');
      return { cache: cacheOf(response), roomsLeft: result?.roomsLeft, price: result?.lowestPricePerNight };
    };
    expect(await bungalowLeft()).toEqual({ cache: 'MISS', roomsLeft: 2, price: 350_000 });
    expect(await bungalowLeft()).toEqual({ cache: 'HIT', roomsLeft: 2, price: 350_000 });
    expect((await bungalowLeft({ 'cache-control': 'no-cache' })).cache).toBe('MISS');

    // A write in another town leaves this town's pages as they are.
    await insertHotel(db, { name: 'Ailleurs', city: 'Toamasina' });
    expect((await bungalowLeft()).cache).toBe('HIT');

    // A booking through the API, then writes straight to the database as another server would make them.
    expect((await book(lagoon.id, lagoon.rooms[0]?.id as string, 1, stayDates)).status).toBe(201);
    expect(await bungalowLeft()).toEqual({ cache: 'MISS', roomsLeft: 1, price: 350_000 });
    await db
      .update(schema.room)
      .set({ pricePerNight: 360_000 })
      .where(eq(schema.room.id, lagoon.rooms[0]?.id as string));
    expect(await bungalowLeft()).toEqual({ cache: 'MISS', roomsLeft: 1, price: 360_000 });
    await db
      .update(schema.roomNight)
      .set({ price: 400_000 })
      .where(eq(schema.roomNight.roomId, lagoon.rooms[0]?.id as string));
    expect(await bungalowLeft()).toMatchObject({ cache: 'MISS', price: 400_000 });
    await db.update(schema.hotel).set({ archived: true }).where(eq(schema.hotel.id, lagoon.id));
    expect(await bungalowLeft()).toEqual({ cache: 'MISS', roomsLeft: undefined, price: undefined });
    await db.update(schema.hotel).set({ archived: false }).where(eq(schema.hotel.id, lagoon.id));
    await db
      .update(schema.room)
      .set({ pricePerNight: 350_000 })
      .where(eq(schema.room.id, lagoon.rooms[0]?.id as string));
    await db
      .update(schema.roomNight)
      .set({ price: null })
      .where(eq(schema.roomNight.roomId, lagoon.rooms[0]?.id as string));
  });
});
