import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInMadagascar } from '@madabook/contracts';
import { type Database, type DatabaseHandle, schema } from '@madabook/db';
import { createTestDatabase } from '@madabook/db/testing';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService } from '../../apps/server/src/modules/audit/audit.service';
import { createCalendarService } from '../../apps/server/src/modules/calendar/calendar.service';
import { createHotelService } from '../../apps/server/src/modules/hotels/hotels.service';
import { createPhotoService } from '../../apps/server/src/modules/photos/photos.service';
import { hotelCards } from '../../apps/server/src/modules/search/hotel-cards';
import { createSearchService, type SearchService } from '../../apps/server/src/modules/search/search.service';
import type { Row, Run, Statement } from '../queries/statement';
import { seedDatabase } from '../seed/seed-database';
import { availabilityAnswer, searchAnswer, searchQueryOf } from './answers';

/**
 * What reaches the database, in order: each statement when it is sent and when
 * its answer comes back. Every answer waits a turn of the event loop, so that
 * statements sent together (Promise.all) are all sent before any answer.
 */
function recorder(client: PGlite) {
  const events: string[] = [];
  let sent = 0;
  const send = async <Result>(statement: Statement, answer: () => Promise<Result>) => {
    sent += 1;
    const label = `#${sent} ${statement.text} ${JSON.stringify(statement.params)}`;
    events.push(`send ${label}`);
    await nextTurn();
    const result = await answer();
    events.push(`answer ${label}`);
    return result;
  };
  /** The app's driver: drizzle on the same database, every query through `send`. */
  const db = drizzle({
    client: {
      query: (text: string, params: unknown[] = [], options?: unknown) =>
        send({ text, params }, () => client.query(text, params, options as never)),
    } as never,
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  /** The raw baseline's driver. */
  const run: Run = (statement) =>
    send(statement, async () => (await client.query<Row>(statement.text, statement.params)).rows);
  const take = () => {
    const taken = events.splice(0);
    sent = 0;
    return taken;
  };
  return { db, run, take };
}

function searchServiceOn(db: Database): SearchService {
  const audit = createAuditService(db);
  const photos = createPhotoService({ db, audit, storage: {} as never, logger: {} as never });
  const hotels = createHotelService({ db, audit, photos, upcomingBookings: {} as never });
  return createSearchService({
    db,
    calendar: createCalendarService({ db, audit }),
    cards: hotelCards(hotels, photos),
  });
}

/** The app's answer as its JSON carries it. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the raw baseline against the app', () => {
  let handle: DatabaseHandle;
  let client: PGlite;
  let record: ReturnType<typeof recorder>;
  let app: SearchService;
  let city: string;
  let hotelId: string;
  let archivedId: string;
  const checkIn = addDays(todayInMadagascar(), 30);
  const checkOut = addDays(checkIn, 3);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle, { hotels: 40, bookings: 500 });
    client = (handle.db as unknown as { $client: PGlite }).$client;
    const hotels = (
      await client.query<{ id: string; city: string }>('select id, city from hotel order by id limit 2')
    ).rows;
    const [first, second] = hotels;
    if (!first || !second) throw new Error('the seed made no hotels');
    ({ id: hotelId, city } = first);
    archivedId = second.id;
    await client.query('update hotel set archived = true where id = $1', [archivedId]);
    // The bench data set has no photos: give some to the hotels of the town and to the first hotel's rooms.
    await client.query(
      `insert into hotel_photo (id, hotel_id, position, storage_key, width, height)
       select 'hp-' || h.id || '-' || p, h.id, p, 'key-' || h.id || '-' || p, 1600, 1200
       from hotel h cross join generate_series(0, 1) p where h.city = $1`,
      [city],
    );
    await client.query(
      `insert into room_photo (id, room_id, position, storage_key, width, height)
       select 'rp-' || r.id || '-' || p, r.id, p, 'key-' || r.id || '-' || p, 1600, 1200
       from room r cross join generate_series(0, 2) p where r.hotel_id = $1`,
      [hotelId],
    );
    record = recorder(client);
    app = searchServiceOn(record.db);
  }, 300_000);
  afterAll(() => handle?.close());

  const searches = () => [
    new URLSearchParams({ city, checkIn, checkOut, guests: '2', rooms: '1' }),
    new URLSearchParams({ city, checkIn, checkOut, guests: '2', rooms: '1', page: '2', pageSize: '1' }),
    new URLSearchParams({ city, checkIn, checkOut, guests: '2', rooms: '1', page: '50' }),
    new URLSearchParams({ city: 'Nowhere', checkIn, checkOut }),
  ];

  it('sends the statements of the search, in order and together where the app does, and answers alike', async () => {
    for (const params of searches()) {
      const query = searchQueryOf(params);
      const expected = asJson((await app.search(query, { fresh: true })).page);
      const sentByApp = record.take();
      const answer = await searchAnswer(record.run, query);
      expect(record.take()).toEqual(sentByApp);
      expect(answer).toEqual(expected);
    }
  });

  it('sends the statements of the availability, in order, and answers alike', async () => {
    const expected = asJson(await app.availability(hotelId, checkIn, checkOut));
    expect(expected.rooms[0].photos).toHaveLength(3);
    const sentByApp = record.take();
    expect(await availabilityAnswer(record.run, hotelId, checkIn, checkOut)).toEqual(expected);
    expect(record.take()).toEqual(sentByApp);

    for (const hidden of [archivedId, 'no-such-hotel']) {
      await expect(app.availability(hidden, checkIn, checkOut)).rejects.toThrow();
      const sentByAppForHidden = record.take();
      expect(await availabilityAnswer(record.run, hidden, checkIn, checkOut)).toBeUndefined();
      expect(record.take()).toEqual(sentByAppForHidden);
    }
  });

  it('draws the search cards from rows that exist: photos and amenities', async () => {
    const { items } = await searchAnswer(record.run, searchQueryOf(searches()[0] as URLSearchParams));
    record.take();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.hotel.photo !== null)).toBe(true);
    expect(items.some((item) => item.hotel.amenities.length > 0)).toBe(true);
  });
});
