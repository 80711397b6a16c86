import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A photo row as a search card carries it (the photos module turns it into URLs). */
export interface SearchCardPhoto {
  id: string;
  ownerId: string;
  position: number;
  storageKey: string;
  width: number;
  height: number;
}

export interface HotelSearchCard {
  cover: SearchCardPhoto | null;
  /** The hotel's first four amenities by French name. */
  amenities: Array<{ id: string; nameFr: string; nameEn: string; icon: string }>;
}

const emptySearchCard: HotelSearchCard = { cover: null, amenities: [] };

export const hotelTier = pgEnum('hotel_tier', ['STANDARD', 'PREMIUM']);
export const roomType = pgEnum('room_type', [
  'SINGLE',
  'DOUBLE',
  'TWIN',
  'TRIPLE',
  'FAMILY',
  'SUITE',
  'BUNGALOW',
  'VILLA',
  'DORMITORY',
]);

export const hotel = pgTable(
  'hotel',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    country: text().notNull().default('Madagascar'),
    postalCode: text(),
    /** E.164, e.g. +261320000000. */
    phone: text(),
    stars: smallint().notNull(),
    tier: hotelTier().notNull().default('STANDARD'),
    archived: boolean().notNull().default(false),
    /** Local times at the hotel, HH:MM. */
    checkInTime: text().notNull().default('14:00'),
    checkOutTime: text().notNull().default('11:00'),
    /** Free cancellation until this many days before arrival; 0 means non-refundable. */
    freeCancellationDays: smallint().notNull().default(2),
    /** Share of the stay paid online when booking: 0 pays everything at the property, 100 everything now. */
    prepaymentPercent: smallint().notNull().default(0),
    /**
     * The town as search matches it. The migration makes it `COLLATE "C"` (which drizzle cannot
     * say): the calendar copies it to each night, and compares it byte by byte.
     */
    cityKey: text().notNull().generatedAlwaysAs(sql`lower(city)`),
    /**
     * What a search result card shows besides the hotel's own columns (its cover photo and first
     * amenities), kept by triggers on photos and amenities: search reads it with the hotel.
     */
    searchCard: jsonb().$type<HotelSearchCard>().notNull().default(emptySearchCard),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('hotel_slug_idx').on(table.slug),
    // Search finds a town's hotels by its prefix; the calendar's nights reference the pair.
    uniqueIndex('hotel_city_key_idx').on(table.cityKey, table.id),
    check('hotel_stars_range', sql`${table.stars} between 1 and 5`),
    check('hotel_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('hotel_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('hotel_cancellation_days_range', sql`${table.freeCancellationDays} between 0 and 60`),
    check('hotel_prepayment_percent_range', sql`${table.prepaymentPercent} between 0 and 100`),
  ],
);

export const amenity = pgTable(
  'amenity',
  {
    id: text().primaryKey(),
    nameFr: text().notNull(),
    nameEn: text().notNull(),
    /** A lucide icon name from the set the web app can draw. */
    icon: text().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('amenity_name_en_idx').on(sql`lower(${table.nameEn})`)],
);

export const hotelAmenity = pgTable(
  'hotel_amenity',
  {
    hotelId: text()
      .notNull()
      .references(() => hotel.id, { onDelete: 'cascade' }),
    amenityId: text()
      .notNull()
      .references(() => amenity.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.amenityId] }), index().on(table.amenityId)],
);

export const room = pgTable(
  'room',
  {
    id: text().primaryKey(),
    hotelId: text()
      .notNull()
      .references(() => hotel.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    type: roomType().notNull(),
    /** Whole Ariary: MGA has no minor unit in practice. */
    pricePerNight: integer().notNull(),
    capacity: smallint().notNull(),
    /** How many rooms of this kind the hotel has. */
    quantity: smallint().notNull(),
    /** The hotel's town as search matches it (`hotel.city_key`, followed when the hotel moves). */
    cityKey: text().notNull(),
    ...timestamps,
  },
  (table) => [
    index('room_hotel_idx').on(table.hotelId),
    foreignKey({ columns: [table.cityKey, table.hotelId], foreignColumns: [hotel.cityKey, hotel.id] })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // The migration adds INCLUDE (id, hotel_id, capacity, quantity, price_per_night) and COLLATE "C":
    // search reads a town's room types from this index alone.
    index('room_city_idx').on(table.cityKey),
    check('room_price_positive', sql`${table.pricePerNight} > 0`),
    check('room_capacity_range', sql`${table.capacity} between 1 and 20`),
    check('room_quantity_range', sql`${table.quantity} between 0 and 500`),
  ],
);

/** One uploaded image, stored as WebP renditions under `storageKey`. */
const photoColumns = {
  id: text().primaryKey(),
  position: integer().notNull(),
  storageKey: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  ...timestamps,
};

export const hotelPhoto = pgTable(
  'hotel_photo',
  {
    ...photoColumns,
    hotelId: text()
      .notNull()
      .references(() => hotel.id, { onDelete: 'cascade' }),
  },
  (table) => [index('hotel_photo_hotel_idx').on(table.hotelId, table.position)],
);

export const roomPhoto = pgTable(
  'room_photo',
  {
    ...photoColumns,
    roomId: text()
      .notNull()
      .references(() => room.id, { onDelete: 'cascade' }),
  },
  (table) => [index('room_photo_room_idx').on(table.roomId, table.position)],
);
