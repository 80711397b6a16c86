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
/** PENDING_PAYMENT: held (rooms or seats taken) until the payment due now succeeds or the hold expires. */
export const bookingStatus = pgEnum('booking_status', [
  'CONFIRMED',
  'CANCELLED',
  'COMPLETED',
  'PENDING_PAYMENT',
  'NO_SHOW',
]);
export const paymentStatus = pgEnum('payment_status', [
  'UNPAID',
  'PAID',
  'REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'REFUND_DUE',
]);
/**
 * Who cancelled: the traveller, an admin on their behalf, the airline (a
 * cancelled flight), or nobody paid in time (an expired payment hold).
 */
export const cancellationSource = pgEnum('cancellation_source', [
  'GUEST',
  'ADMIN',
  'AIRLINE',
  'PAYMENT',
  'PROPERTY',
]);
/** How a booking reached the property: on the site, or taken by the hotel's staff. */
export const bookingSource = pgEnum('booking_source', ['ONLINE', 'PHONE', 'WALK_IN', 'EMAIL']);

/** What every booking has; what is specific to its kind lives in typed lines. */
export const booking = pgTable(
  'booking',
  {
    id: text().primaryKey(),
    reference: text().notNull(),
    kind: bookingKind().notNull().default('HOTEL'),
    /** The traveller whose trip it is; null for a booking the hotel took for a guest. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Whoever made it: the traveller online, or the hotel's staff member. */
    bookedById: text().references(() => user.id, { onDelete: 'set null' }),
    source: bookingSource().notNull().default('ONLINE'),
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
    /** The front desk's record of the stay. */
    checkedInAt: instant(),
    checkedOutAt: instant(),
    noShowAt: instant(),
    /** Whole Ariary to pay online before the booking is confirmed (a deposit or the total); 0 when nothing is due now. */
    amountDueNow: integer().notNull().default(0),
    /** Only while the booking awaits payment: when its rooms or seats are given back if nothing was paid. */
    holdExpiresAt: instant(),
    idempotencyKey: text(),
    /** A digest of the request, so a reused key with another request is refused. */
    requestDigest: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('booking_reference_idx').on(table.reference),
    uniqueIndex('booking_idempotency_idx').on(table.bookedById, table.idempotencyKey),
    index('booking_user_idx').on(table.userId, table.checkIn),
    index('booking_hotel_stay_idx').on(table.hotelId, table.checkIn, table.checkOut),
    index('booking_created_at_idx').on(table.createdAt),
    // Not on the status: an enum value added by a migration cannot be used in that same migration.
    index('booking_hold_idx').on(table.holdExpiresAt).where(sql`${table.holdExpiresAt} is not null`),
    check('booking_due_now_range', sql`${table.amountDueNow} between 0 and ${table.totalAmount}`),
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
