/**
 * The app's own SQL for what the benchmarks compare, in one place: the raw
 * baseline server and the EXPLAIN check run these statements, never copies,
 * in the order and with the parallelism of the app's services for one request.
 *
 * The search is the server's exported builder, rendered. The other reads are
 * caught from the repository functions (`template`: once per shape, then
 * filled with each request's values); when a module exports builders for
 * them, each becomes one import and one `render(...)`:
 *
 *   calendar.repo.ts  roomsOfHotelQuery(hotelId: string): SQL
 *                     calendarRowsQuery(roomIds: readonly string[], from: string, to: string): SQL
 *                     takeRoomsQuery(take: { roomId: string; checkIn: string; checkOut: string;
 *                                            quantity: number }): SQL[]   (insert missing nights, update)
 */

import { nightsOf } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { pageWindow } from '../../apps/server/src/lib/pagination';
import {
  findBookableHotel,
  findByIdempotencyKey,
  lockRooms,
} from '../../apps/server/src/modules/bookings/bookings.repo';
import { calendarRows, roomsOfHotel, takeRooms } from '../../apps/server/src/modules/calendar/calendar.repo';
import {
  alignNights,
  type CalendarNight,
  quoteStay,
} from '../../apps/server/src/modules/calendar/stay-quote';
import { findHotel } from '../../apps/server/src/modules/hotels/hotels.repo';
import { listPhotos } from '../../apps/server/src/modules/photos/photos.repo';
import {
  type HotelSearchFilter,
  hotelSearchStatement,
  type SearchSort,
  townRevisionStatement,
} from '../../apps/server/src/modules/search/search.repo';
import { capture, type Row, type Run, type Statement, template } from './statement';

/** A prepared statement as the app sends it: the same text, values and name. */
const sentAs = ({ sql, params, name }: { sql: string; params: unknown[]; name: string }): Statement => ({
  text: sql,
  params,
  name,
});

const searchStatement = (...args: Parameters<typeof hotelSearchStatement>) =>
  sentAs(hotelSearchStatement(...args));

export type { HotelSearchFilter, SearchSort };

/** What the search endpoint is asked: the filter, and which page in which order. */
export interface SearchQuery extends HotelSearchFilter {
  page: number;
  pageSize: number;
  sort: SearchSort;
}

/** What the search endpoint asks by default: its first page of 10, recommended order. */
export const searchDefaults = {
  page: 1,
  pageSize: 10,
  sort: 'recommended',
} as const satisfies Partial<SearchQuery>;

// The statements of the repository functions the search and availability call.
const hotelById = template((db, hotelId: string) => findHotel(db, hotelId));
const roomsOf = template((db, hotelId: string) => roomsOfHotel(db, hotelId));
const calendarOf = template((db, roomIds: readonly string[], from: string, to: string) =>
  calendarRows(db, roomIds, from, to),
);
const roomPhotosOf = template((db, roomIds: readonly string[]) => listPhotos(db, 'room', [...roomIds]));

/** Sends a repository function's statement, if it sends one for these values (none: no rows). */
async function runIfSent(run: Run, name: string, statement: Promise<Statement | undefined>): Promise<Row[]> {
  const sent = await statement;
  return sent ? run(sent, name) : [];
}

/** What one search request reads: the page of hotels with their cards' cover photo and amenities, and the total. */
export interface SearchReads {
  rows: Row[];
  total: number;
}

/**
 * One request of the search endpoint as the search service runs it when its page is not cached
 * (or `Cache-Control: no-cache`): a town's revision, then the page; past the last page, the first
 * row only, for the total.
 */
export async function hotelSearch(run: Run, query: SearchQuery): Promise<SearchReads> {
  if (query.city) await run(sentAs(townRevisionStatement(query.city)), 'search:town-revision');
  const rows = await run(searchStatement(query, { ...pageWindow(query), sort: query.sort }), 'search');
  const total =
    rows[0]?.total_count ??
    (query.page > 1
      ? (await run(searchStatement(query, { offset: 0, limit: 1, sort: query.sort }), 'search:count'))[0]
          ?.total_count
      : 0);
  return { rows, total: Number(total ?? 0) };
}

export interface RoomOffer {
  id: string;
  name: string;
  description: string | null;
  type: string;
  capacity: number;
  quantity: number;
  roomsLeft: number;
  nightPrices: number[];
  total: number;
  pricePerNight: number;
  restriction: unknown;
}

/**
 * What each room type of a hotel offers for a stay, as the calendar service's
 * `stayOffers` answers it: its two reads, then its own quoting.
 */
export async function stayAvailability(
  run: Run,
  hotelId: string,
  checkIn: string,
  checkOut: string,
): Promise<RoomOffer[]> {
  const rooms = await runIfSent(run, 'availability:rooms', roomsOf(hotelId));
  const ids = rooms.map((room) => String(room.id));
  const rows = (await runIfSent(
    run,
    'availability:calendar',
    calendarOf(ids, checkIn, checkOut),
  )) as unknown as Array<CalendarNight & { roomId: string }>;
  const nights = nightsOf(checkIn, checkOut);
  return rooms
    .map((room) => {
      const defaults = { quantity: Number(room.quantity), pricePerNight: Number(room.price_per_night) };
      const stay = alignNights(
        rows.filter((row) => row.roomId === room.id),
        nights,
      );
      return {
        id: String(room.id),
        name: String(room.name),
        description: room.description === null ? null : String(room.description),
        type: String(room.type),
        capacity: Number(room.capacity),
        quantity: defaults.quantity,
        ...quoteStay(defaults, stay),
      };
    })
    .filter((offer) => offer.quantity > 0 || offer.roomsLeft > 0);
}

/** What one availability request reads: the room types' offers and their photos. */
export interface AvailabilityReads {
  rooms: RoomOffer[];
  /** room_photo rows of the offered room types (id, room_id, position, storage_key, width, height), in order. */
  photos: Row[];
}

/**
 * One request of the availability endpoint, as the search service runs it:
 * the hotel (the public never sees an archived one: `undefined`, a 404), the
 * room types' offers, then their photos.
 */
export async function hotelAvailability(
  run: Run,
  hotelId: string,
  checkIn: string,
  checkOut: string,
): Promise<AvailabilityReads | undefined> {
  const [hotel] = await runIfSent(run, 'availability:hotel', hotelById(hotelId));
  if (!hotel || hotel.archived) return undefined;
  const rooms = await stayAvailability(run, hotelId, checkIn, checkOut);
  const photos = await runIfSent(run, 'availability:room-photos', roomPhotosOf(rooms.map((room) => room.id)));
  return { rooms, photos };
}

export interface BookingProbe {
  hotelId: string;
  roomIds: string[];
  checkIn: string;
  checkOut: string;
  userId: string;
}

export interface NamedStatement {
  name: string;
  statement: Statement;
}

/**
 * The statements a booking sends, in order: the hotel, the idempotency key,
 * the rooms it locks, the calendar of its nights, then for its first room the
 * calendar's conditional write. For EXPLAIN only: writes and locks must not run.
 */
export async function bookingStatements(probe: BookingProbe): Promise<NamedStatement[]> {
  const named = async (name: string, use: Parameters<typeof capture>[0]) =>
    (await capture(use)).map((statement, index, all) => ({
      name: all.length > 1 ? `${name}#${index + 1}` : name,
      statement,
    }));
  const asTransaction =
    <T>(use: (tx: Transaction) => Promise<T>) =>
    (db: unknown) =>
      use(db as Transaction);
  const [firstRoom] = probe.roomIds;
  return [
    ...(await named('booking:hotel', (db) => findBookableHotel(db, probe.hotelId))),
    ...(await named('booking:idempotency-key', (db) =>
      findByIdempotencyKey(db, probe.userId, 'bench-explain'),
    )),
    ...(await named(
      'booking:lock-rooms',
      asTransaction((tx) => lockRooms(tx, probe.hotelId, probe.roomIds)),
    )),
    ...(await named('booking:calendar', (db) =>
      calendarRows(db, probe.roomIds, probe.checkIn, probe.checkOut),
    )),
    ...(firstRoom
      ? await named(
          'booking:take-rooms',
          asTransaction((tx) =>
            takeRooms(tx, {
              roomId: firstRoom,
              checkIn: probe.checkIn,
              checkOut: probe.checkOut,
              quantity: 1,
            }),
          ),
        )
      : []),
  ];
}
