import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { booking } from './bookings';
import { instant, timestamps } from './columns';

export const paymentMethod = pgEnum('payment_method', ['PAY_AT_PROPERTY', 'MVOLA', 'ORANGE_MONEY']);
export const paymentState = pgEnum('payment_state', ['PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED']);
/** DUE: to be made by hand (the provider has no refund API, or it failed and an admin gave up on retrying). */
export const refundState = pgEnum('refund_state', ['PENDING', 'SUCCEEDED', 'FAILED', 'DUE']);

/** Money asked of the traveller for a booking: online through a provider, or at the property. */
export const payment = pgTable(
  'payment',
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    method: paymentMethod().notNull(),
    status: paymentState().notNull().default('PENDING'),
    /** Whole Ariary, computed from the booking. */
    amount: integer().notNull(),
    currency: text().notNull().default('MGA'),
    /** The number debited, for mobile money that debits a number. */
    phone: text(),
    /** The provider's id for the payment (MVola serverCorrelationId, Orange Money pay_token). */
    providerReference: text(),
    /** The provider's transaction id once paid. */
    providerTransactionId: text(),
    /** What the provider gave to check its notifications later (Orange Money's notif_token); never shown. */
    providerSecrets: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** For redirect providers: where the traveller pays. */
    redirectUrl: text(),
    failureReason: text(),
    /** A pending online payment is no longer waited for after this. */
    expiresAt: instant(),
    completedAt: instant(),
    /** The admin who recorded a payment at the property. */
    recordedById: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('payment_booking_idx').on(table.bookingId),
    // One online payment under way per booking: two starts at once cannot both ask the payer.
    uniqueIndex('payment_one_pending_online_idx')
      .on(table.bookingId)
      .where(sql`${table.status} = 'PENDING' and ${table.method} <> 'PAY_AT_PROPERTY'`),
    uniqueIndex('payment_provider_reference_idx').on(table.method, table.providerReference),
    index('payment_created_at_idx').on(table.createdAt),
    check('payment_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Everything a provider said or was asked about a payment, raw, in order; notifications once each. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: text().primaryKey(),
    paymentId: text().references(() => payment.id, { onDelete: 'cascade' }),
    /** mvola, orange-money, or admin for what was recorded by hand. */
    source: text().notNull(),
    /** START, STATUS, NOTIFICATION, REFUND, MARK_PAID, EXPIRED. */
    kind: text().notNull(),
    /** A notification's own key: the same notification twice is recorded once. */
    eventKey: text(),
    payload: jsonb().notNull(),
    /** What we made of it: applied, duplicate, not trusted, unknown payment… */
    outcome: text().notNull(),
    receivedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('payment_event_payment_idx').on(table.paymentId, table.receivedAt),
    uniqueIndex('payment_event_key_idx')
      .on(table.source, table.eventKey)
      .where(sql`${table.eventKey} is not null`),
  ],
);

/** Money given back for a cancelled booking: through the provider when it can, else by hand. */
export const refund = pgTable(
  'refund',
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    bookingId: text()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    status: refundState().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    failureReason: text(),
    completedAt: instant(),
    /** The admin who recorded a refund made by hand. */
    completedById: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refund_payment_idx').on(table.paymentId),
    index('refund_booking_idx').on(table.bookingId),
    check('refund_amount_positive', sql`${table.amount} > 0`),
  ],
);
