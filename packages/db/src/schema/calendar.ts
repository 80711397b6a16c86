import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { hotel, room } from './catalog';
import { instant } from './columns';

/**
 * The availability, rates and inventory calendar: one row per room type and
 * night that differs from the room type's defaults or has rooms sold. A night
 * without a row sells `room.quantity` rooms at `room.price_per_night`.
 */
export const roomNight = pgTable(
  'room_night',
  {
    roomId: text()
      .notNull()
      .references(() => room.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    /** The room type's hotel (a room never changes hotel). */
    hotelId: text().notNull(),
    /**
     * The hotel's town as search matches it (`hotel.city_key`, followed by a cascading foreign key
     * when the hotel moves), so that search reads a town's nights in one index range.
     */
    cityKey: text().notNull(),
    /** Rooms for sale that night: the override when set, else the room type's quantity. */
    forSale: smallint().notNull(),
    /** Rooms for sale set by hand for that night; null follows the room type's quantity. */
    forSaleOverride: smallint(),
    sold: smallint().notNull().default(0),
    /** Whole Ariary for one room that night; null is the room type's price. */
    price: integer(),
    /** No room of this type is sold for a stay that includes this night. */
    closed: boolean().notNull().default(false),
    /** No stay may begin on this night. */
    closedToArrival: boolean().notNull().default(false),
    /** Stays beginning on this night last at least this many nights. */
    minStay: smallint(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.night] }),
    foreignKey({ columns: [table.cityKey, table.hotelId], foreignColumns: [hotel.cityKey, hotel.id] })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // The migration adds INCLUDE (hotel_id, room_id, for_sale, sold, price, closed, closed_to_arrival,
    // min_stay) and COLLATE "C", which drizzle cannot say: search reads a town's nights from this index alone.
    index('room_night_city_stay_idx').on(table.cityKey, table.night),
    check('room_night_not_oversold', sql`${table.sold} between 0 and ${table.forSale}`),
    check('room_night_for_sale_range', sql`${table.forSale} between 0 and 500`),
    check(
      'room_night_override_applies',
      sql`${table.forSaleOverride} is null or ${table.forSale} = ${table.forSaleOverride}`,
    ),
    check('room_night_price_positive', sql`${table.price} is null or ${table.price} > 0`),
    check('room_night_min_stay_range', sql`${table.minStay} is null or ${table.minStay} between 1 and 60`),
  ],
);

/**
 * A town's revision, raised by triggers in the same transaction as any write that can change what
 * a search of the town answers (its hotels, room types, calendar nights): a search page cached
 * with the revision it was read at stays true while the revision is unchanged, whichever instance
 * made the write.
 */
export const townRevision = pgTable('town_revision', {
  cityKey: text().primaryKey(),
  revision: bigint({ mode: 'number' }).notNull().default(1),
});
