/**
 * The app's own SQL for what the benchmarks compare, in one place: the raw
 * baseline server and the EXPLAIN check run these statements, never copies.
 *
 * The search is the server's exported builder, rendered. The other reads are
 * caught from the repository functions as they run (`capture`); when the
 * calendar module exports builders for them, each becomes one import and one
 * `render(...)`:
 *
 *   calendar.repo.ts  roomsOfHotelQuery(hotelId: string): SQL
 *                     calendarRowsQuery(roomIds: readonly string[], from: string, to: string): SQL
 *                     takeRoomsQuery(take: { roomId: string; checkIn: string; checkOut: string;
 *                                            quantity: number }): SQL[]   (insert missing nights, update)
 */

import { nightsOf } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
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
import {
  type HotelSearchFilter,
  hotelSearchQuery,
  type SearchSort,
} from '../../apps/server/src/modules/search/search.repo';
import { capture, captureOne, type Run, render, type Statement } from './statement';

export type { HotelSearchFilter, SearchSort };

export interface SearchPage {
  offset: number;
  limit: number;
  sort: SearchSort;
}

/** What the search endpoint asks by default: its first page of 10, recommended order. */
export const firstSearchPage: SearchPage = { offset: 0, limit: 10, sort: 'recommended' };

/** A page of the hotel search: the app's one search statement. */
export function hotelSearch(run: Run, filter: HotelSearchFilter, page: SearchPage = firstSearchPage) {
  return run(render(hotelSearchQuery(filter, page)));
}

export interface RoomOffer {
  id: string;
  name: string;
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
 * What each room type of a hotel offers for a stay, as the calendar service
 * answers the availability endpoint: its two reads, then its own quoting.
 */
export async function stayAvailability(
  run: Run,
  hotelId: string,
  checkIn: string,
  checkOut: string,
): Promise<RoomOffer[]> {
  const rooms = await run(await captureOne((db) => roomsOfHotel(db, hotelId)));
  if (rooms.length === 0) return [];
  const ids = rooms.map((room) => String(room.id));
  const rows = (await run(
    await captureOne((db) => calendarRows(db, ids, checkIn, checkOut)),
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
        type: String(room.type),
        capacity: Number(room.capacity),
        quantity: defaults.quantity,
        ...quoteStay(defaults, stay),
      };
    })
    .filter((offer) => offer.quantity > 0 || offer.roomsLeft > 0);
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
