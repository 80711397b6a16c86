import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { hotel, room, roomType } from './catalog';
import { instant, timestamps } from './columns';

export const bookingKind = pgEnum('booking_kind', ['HOTEL', 'FLIGHT']);
export const bookingStatus = pgEnum('booking_status', ['CONFIRMED', 'CANCELLED', 'COMPLETED']);
export const paymentStatus = pgEnum('payment_status', ['UNPAID', 'PAID', 'REFUNDED']);
/** Who cancelled: the traveller, an admin on their behalf, or the airline (a cancelled flight). */
export const cancellationSource = pgEnum('cancellation_source', ['GUEST', 'ADMIN', 'AIRLINE']);

/** What every booking has; what is specific to its kind lives in typed lines. */
export const booking = pgTable(
  'booking',
  {
    id: text().primaryKey(),
    reference: text().notNull(),
    kind: bookingKind().notNull().default('HOTEL'),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    status: bookingStatus().notNull().default('CONFIRMED'),
    paymentStatus: paymentStatus().notNull().default('UNPAID'),
    currency: text().notNull().default('MGA'),
    /** Whole Ariary, as quoted when booked. */
    totalAmount: integer().notNull(),
    guestName: text().notNull(),
    guestPhone: text().notNull(),
    guestEmail: text().notNull(),
    specialRequests: text().notNull().default(''),
    language: text().notNull().default('fr'),
    /** Null once the hotel is deleted: the booking keeps its copy of the name. */
    hotelId: text().references(() => hotel.id, { onDelete: 'set null' }),
    hotelName: text(),
    checkIn: date({ mode: 'string' }),
    checkOut: date({ mode: 'string' }),
    guests: smallint(),
    /** Free cancellation until then; null when the booking was non-refundable. */
    freeCancellationUntil: instant(),
    cancelledAt: instant(),
    cancelledById: text().references(() => user.id, { onDelete: 'set null' }),
    cancellationSource: cancellationSource(),
    idempotencyKey: text(),
    /** A digest of the request, so a reused key with another request is refused. */
    requestDigest: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('booking_reference_idx').on(table.reference),
    uniqueIndex('booking_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('booking_user_idx').on(table.userId, table.checkIn),
    index('booking_hotel_stay_idx').on(table.hotelId, table.checkIn, table.checkOut),
    index('booking_created_at_idx').on(table.createdAt),
    check('booking_total_not_negative', sql`${table.totalAmount} >= 0`),
    check(
      'booking_hotel_stay',
      sql`${table.kind} <> 'HOTEL' or (${table.hotelName} is not null and ${table.checkIn} is not null and ${table.checkOut} > ${table.checkIn} and ${table.guests} > 0)`,
    ),
  ],
);

/** Rooms taken by a hotel booking, with the name and price they had then. */
export const bookingRoom = pgTable(
  'booking_room',
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    roomId: text().references(() => room.id, { onDelete: 'set null' }),
    roomName: text().notNull(),
    roomType: roomType().notNull(),
    quantity: smallint().notNull(),
    /** The average nightly price of one room: `subtotal / quantity / nights`, rounded. */
    pricePerNight: integer().notNull(),
    /** What one room cost on each night of the stay, in order. */
    nightPrices: integer().array().notNull(),
    nights: smallint().notNull(),
    subtotal: integer().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('booking_room_booking_idx').on(table.bookingId),
    index('booking_room_room_idx').on(table.roomId),
    check('booking_room_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
