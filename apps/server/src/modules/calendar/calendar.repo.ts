import { type Database, schema, selectRows, type Transaction } from '@madabook/db';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { releaseUnits, takeUnits } from '../../lib/inventory';
import type { CalendarNight } from './stay-quote';

const { hotel, room, roomNight } = schema;
type Db = Database | Transaction;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Nights from `from` up to but not including `to`, as a SQL set of dates. */
const nightSeries = (from: string, to: string) =>
  sql`generate_series(${from}::date, ${to}::date - 1, interval '1 day')`;

/** Rows following their room type's defaults for the nights [from, to) of the room types `rooms` selects. */
const insertNightsOf = (rooms: SQL, from: string, to: string) =>
  sql`insert into ${roomNight} (room_id, night, hotel_id, city_key, for_sale)
      select r.id, nights.night::date, r.hotel_id, h.city_key, r.quantity
      from ${room} r join ${hotel} h on h.id = r.hotel_id cross join ${nightSeries(from, to)} as nights(night)
      where ${rooms}`;

export interface CalendarRow extends CalendarNight {
  roomId: string;
  forSaleOverride: number | null;
}

/** The calendar rows of some room types over [from, to): only the nights that have one. */
export async function calendarRows(db: Db, roomIds: readonly string[], from: string, to: string) {
  if (roomIds.length === 0) return [];
  return selectRows<CalendarRow>(
    db,
    sql`select room_id as "roomId", to_char(night, 'YYYY-MM-DD') as night, for_sale as "forSale",
               for_sale_override as "forSaleOverride", sold, price, closed,
               closed_to_arrival as "closedToArrival", min_stay as "minStay"
        from ${roomNight}
        where room_id in (${idList(roomIds)}) and night >= ${from}::date and night < ${to}::date
        order by room_id, night`,
  );
}

/** The rows of one room type over the nights of a stay. */
const stayNights = (stay: { roomId: string; checkIn: string; checkOut: string }) =>
  sql`room_id = ${stay.roomId} and night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date`;

/** Gives each night of the stay a row of its own, following the room type's quantity. */
function insertMissingNights(tx: Transaction, roomId: string, checkIn: string, checkOut: string) {
  return tx.execute(
    sql`${insertNightsOf(sql`r.id = ${roomId}`, checkIn, checkOut)} on conflict (room_id, night) do nothing`,
  );
}

/**
 * Takes rooms on every night of a stay, one conditional write per night: a
 * night changes only while it is open and its sold rooms plus these stay
 * within those for sale. Answers the nights taken with the price each had;
 * fewer nights than the stay's mean it does not fit, and the caller rolls back.
 */
export async function takeRooms(
  tx: Transaction,
  take: { roomId: string; checkIn: string; checkOut: string; quantity: number },
): Promise<Array<{ night: string; price: number }>> {
  await insertMissingNights(tx, take.roomId, take.checkIn, take.checkOut);
  return takeUnits<{ night: string; price: number }>(tx, roomNight, {
    rows: sql`${stayNights(take)} and not closed`,
    quantity: take.quantity,
    returning: sql`to_char(night, 'YYYY-MM-DD') as night,
      coalesce(price, (select r.price_per_night from ${room} r where r.id = ${roomNight}.room_id)) as price`,
  });
}

/** Gives back the rooms a cancelled stay held. */
export async function releaseRooms(
  tx: Transaction,
  release: { roomId: string; checkIn: string; checkOut: string; quantity: number },
) {
  await releaseUnits(tx, roomNight, { rows: stayNights(release), quantity: release.quantity });
}

/** The first night from `from` on that has more rooms sold than `forSale` would leave. */
export async function firstNightSoldBeyond(
  db: Db,
  roomId: string,
  forSale: number,
  range: { from: string; to?: string; onlyFollowingQuantity?: boolean },
) {
  const conditions: SQL[] = [
    sql`room_id = ${roomId}`,
    sql`night >= ${range.from}::date`,
    sql`sold > ${forSale}`,
  ];
  if (range.to) conditions.push(sql`night < ${range.to}::date`);
  if (range.onlyFollowingQuantity) conditions.push(sql`for_sale_override is null`);
  const [row] = await selectRows<{ roomId: string; night: string }>(
    db,
    sql`select room_id as "roomId", to_char(night, 'YYYY-MM-DD') as night from ${roomNight}
        where ${sql.join(conditions, sql` and `)} order by night limit 1`,
  );
  return row;
}

/** A room type's new quantity, for the nights from `from` on that follow it. */
export async function followQuantity(tx: Transaction, roomId: string, quantity: number, from: string) {
  await tx.execute(
    sql`update ${roomNight} set for_sale = ${quantity}, updated_at = now()
        where room_id = ${roomId} and night >= ${from}::date and for_sale_override is null`,
  );
}

export interface NightChanges {
  /** Each room type's new nightly price, or null to go back to its own price. */
  prices?: ReadonlyMap<string, number> | null;
  forSale?: number | null;
  closed?: boolean;
  closedToArrival?: boolean;
  minStay?: number | null;
}

function priceExpression(prices: NightChanges['prices']) {
  if (prices === undefined) return sql`rn.price`;
  if (prices === null) return sql`null`;
  const cases = [...prices].map(([roomId, price]) => sql`when ${roomId} then ${price}::int`);
  return sql`case rn.room_id ${sql.join(cases, sql` `)} end`;
}

/**
 * Applies the changes to every night of [from, to) of the room types, creating
 * the rows the calendar lacks; rows left with nothing to say are removed.
 */
export async function changeNights(
  tx: Transaction,
  roomIds: readonly string[],
  from: string,
  to: string,
  changes: NightChanges,
) {
  await tx.execute(
    sql`${insertNightsOf(sql`r.id in (${idList(roomIds)})`, from, to)} on conflict (room_id, night) do nothing`,
  );
  const forSaleOverride =
    changes.forSale === undefined ? sql`rn.for_sale_override` : sql`${changes.forSale}::smallint`;
  const flag = (value: boolean | undefined, column: SQL) => (value === undefined ? column : sql`${value}`);
  await tx.execute(
    sql`update ${roomNight} rn set
          for_sale_override = ${forSaleOverride},
          for_sale = coalesce(${forSaleOverride}, r.quantity),
          price = ${priceExpression(changes.prices)},
          closed = ${flag(changes.closed, sql`rn.closed`)},
          closed_to_arrival = ${flag(changes.closedToArrival, sql`rn.closed_to_arrival`)},
          min_stay = ${changes.minStay === undefined ? sql`rn.min_stay` : sql`${changes.minStay}::smallint`},
          updated_at = now()
        from ${room} r
        where r.id = rn.room_id and rn.room_id in (${idList(roomIds)})
          and rn.night >= ${from}::date and rn.night < ${to}::date`,
  );
  await tx.execute(
    sql`delete from ${roomNight}
        where room_id in (${idList(roomIds)}) and night >= ${from}::date and night < ${to}::date
          and sold = 0 and for_sale_override is null and price is null
          and not closed and not closed_to_arrival and min_stay is null`,
  );
}

/**
 * Locks room types against bookings (which share-lock them) while their nights
 * change, so that rooms for sale are never set below rooms sold meanwhile.
 */
export async function lockRoomsAgainstBookings(tx: Transaction, roomIds: readonly string[]) {
  await tx.execute(sql`select id from ${room} where id in (${idList(roomIds)}) order by id for update`);
}

export async function hotelExists(db: Db, hotelId: string) {
  const [row] = await db.select({ id: hotel.id }).from(hotel).where(eq(hotel.id, hotelId));
  return row !== undefined;
}

/** A hotel's room types with their defaults, cheapest first. */
export function roomsOfHotel(db: Db, hotelId: string) {
  return db
    .select({
      id: room.id,
      name: room.name,
      description: room.description,
      type: room.type,
      capacity: room.capacity,
      pricePerNight: room.pricePerNight,
      quantity: room.quantity,
    })
    .from(room)
    .where(eq(room.hotelId, hotelId))
    .orderBy(asc(room.pricePerNight), asc(room.name));
}
