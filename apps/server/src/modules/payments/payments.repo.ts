import type { PaymentMethod, PaymentState } from '@madabook/contracts';
import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { searchAny } from '../../lib/list-query';

const { booking, payment, paymentEvent, refund } = schema;
type Db = Database | Transaction;

export type PaymentRow = typeof payment.$inferSelect;
export type PaymentInsert = typeof payment.$inferInsert;
export type PaymentEventRow = typeof paymentEvent.$inferSelect;
export type RefundRow = typeof refund.$inferSelect;
export type RefundInsert = typeof refund.$inferInsert;

export async function insertPayment(db: Db, row: PaymentInsert) {
  const [created] = await db.insert(payment).values(row).returning();
  return created as PaymentRow;
}

export async function updatePayment(db: Db, id: string, changes: Partial<PaymentInsert>) {
  const [updated] = await db.update(payment).set(changes).where(eq(payment.id, id)).returning();
  return updated as PaymentRow;
}

export async function findPayment(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(payment).where(eq(payment.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function findPaymentByReference(db: Db, method: PaymentMethod, providerReference: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.method, method), eq(payment.providerReference, providerReference)));
  return row;
}

export function paymentsOfBookings(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payment)
    .where(inArray(payment.bookingId, bookingIds))
    .orderBy(asc(payment.createdAt), asc(payment.id));
}

export function refundsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.select().from(refund).where(inArray(refund.paymentId, paymentIds));
}

export function refundsOfBooking(db: Db, bookingId: string) {
  return db.select().from(refund).where(eq(refund.bookingId, bookingId));
}

/** Pending payments of a booking, to drop when it is cancelled or settled. */
export function setPendingPayments(
  tx: Transaction,
  bookingId: string,
  changes: { status: PaymentState; failureReason: string; methods?: PaymentMethod[] },
) {
  return tx
    .update(payment)
    .set({ status: changes.status, failureReason: changes.failureReason })
    .where(
      and(
        eq(payment.bookingId, bookingId),
        eq(payment.status, 'PENDING'),
        changes.methods ? inArray(payment.method, changes.methods) : undefined,
      ),
    );
}

export async function insertRefund(tx: Transaction, row: RefundInsert) {
  const [created] = await tx.insert(refund).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findRefund(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(refund).where(eq(refund.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateRefund(db: Db, id: string, changes: Partial<RefundInsert>) {
  const [updated] = await db.update(refund).set(changes).where(eq(refund.id, id)).returning();
  return updated as RefundRow;
}

/**
 * Records a provider's message or what we asked it. A notification with an
 * event key already recorded is not recorded again: undefined says so.
 */
export async function recordEvent(db: Db, event: typeof paymentEvent.$inferInsert) {
  const [created] = await db
    .insert(paymentEvent)
    .values(event)
    .onConflictDoNothing({
      target: [paymentEvent.source, paymentEvent.eventKey],
      where: sql`${paymentEvent.eventKey} is not null`,
    })
    .returning();
  return created;
}

/** `retryable`: the event's key is let go, so the provider's next delivery of it is handled again. */
export async function setEventOutcome(
  db: Db,
  id: string,
  outcome: string,
  options: { paymentId?: string; retryable?: boolean } = {},
) {
  await db
    .update(paymentEvent)
    .set({
      outcome,
      ...(options.paymentId ? { paymentId: options.paymentId } : {}),
      ...(options.retryable ? { eventKey: null } : {}),
    })
    .where(eq(paymentEvent.id, id));
}

export function eventsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentEvent)
    .where(inArray(paymentEvent.paymentId, paymentIds))
    .orderBy(asc(paymentEvent.receivedAt), asc(paymentEvent.id));
}

/** Events tied to no payment (notifications about none of ours), newest first, and how many there are. */
export async function unmatchedEvents(db: Db, window: { offset: number; limit: number }) {
  const where = isNull(paymentEvent.paymentId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(paymentEvent)
      .where(where)
      .orderBy(desc(paymentEvent.receivedAt), desc(paymentEvent.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ value: count() }).from(paymentEvent).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** Bookings whose payment hold has run out, oldest first. */
export function expiredHolds(db: Db, at: Date, limit: number) {
  return db
    .select({ id: booking.id })
    .from(booking)
    .where(and(isNotNull(booking.holdExpiresAt), lte(booking.holdExpiresAt, at)))
    .orderBy(asc(booking.holdExpiresAt))
    .limit(limit);
}

/** Online payments still pending past their time, whatever their booking. */
export function stalePendingPayments(db: Db, at: Date, limit: number) {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.status, 'PENDING'), isNotNull(payment.expiresAt), lte(payment.expiresAt, at)))
    .orderBy(asc(payment.expiresAt))
    .limit(limit);
}

export interface AdminPaymentFilter {
  status?: PaymentState | undefined;
  method?: PaymentMethod | undefined;
  refund?: RefundRow['status'] | undefined;
  q?: string | undefined;
  paymentId?: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

function paymentFilter(filter: AdminPaymentFilter) {
  return and(
    filter.paymentId ? eq(payment.id, filter.paymentId) : undefined,
    filter.status ? eq(payment.status, filter.status) : undefined,
    filter.method ? eq(payment.method, filter.method) : undefined,
    filter.refund ? eq(refund.status, filter.refund) : undefined,
    filter.q
      ? or(
          searchAny(filter.q, [
            booking.reference,
            booking.guestName,
            payment.providerReference,
            payment.phone,
          ]),
          eq(payment.providerTransactionId, filter.q),
        )
      : undefined,
  );
}

/** Payments with their booking's reference and guest, newest first by default, and how many match. */
export async function listPayments(db: Db, filter: AdminPaymentFilter) {
  const where = paymentFilter(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payment, bookingReference: booking.reference, guestName: booking.guestName })
      .from(payment)
      .innerJoin(booking, eq(booking.id, payment.bookingId))
      .leftJoin(refund, eq(refund.paymentId, payment.id))
      .where(where)
      .orderBy(filter.order === 'asc' ? asc(payment.createdAt) : desc(payment.createdAt), asc(payment.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ value: count() })
      .from(payment)
      .innerJoin(booking, eq(booking.id, payment.bookingId))
      .leftJoin(refund, eq(refund.paymentId, payment.id))
      .where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
