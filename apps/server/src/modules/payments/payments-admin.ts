import type { AdminPayment, adminPaymentListQuerySchema, Paginated, PaymentEvent } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PayableBooking, PaymentBookings } from './payment-bookings';
import { toAdminPayment, toPaymentEvent } from './payment-view';
import {
  eventsOfPayments,
  findPayment,
  findRefund,
  listPayments,
  type RefundRow,
  recordEvent,
  refundsOfPayments,
  unmatchedEvents,
  updateRefund,
} from './payments.repo';
import type { PaymentService } from './payments.service';

export type AdminPaymentQuery = z.output<typeof adminPaymentListQuerySchema>;

/** The back office's side of payments: the list with raw events, money taken at the property, refunds made by hand. */
export function createPaymentAdmin(deps: {
  db: Database;
  audit: AuditService;
  payments: PaymentService;
  bookings: () => PaymentBookings;
  onMailQueued: () => void;
  now?: () => Date;
}) {
  const { db, audit, payments } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(paymentId: string): Promise<AdminPayment> {
    const page = await listPayments(db, { q: undefined, order: 'desc', offset: 0, limit: 1, paymentId });
    const row = page.rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    const [refund] = await refundsOfPayments(db, [paymentId]);
    const events = await eventsOfPayments(db, [paymentId]);
    return toAdminPayment(row.payment, { ...row, refund, events });
  }

  /** Changes a refund under its booking's lock, then brings the booking's payment status up to date. */
  async function changeRefund(
    refundId: string,
    change: (tx: Transaction, refund: RefundRow, booking: PayableBooking) => Promise<void>,
  ) {
    const unlocked = await findRefund(db, refundId);
    if (!unlocked) throw new AppError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const booking = await deps.bookings().find(tx, unlocked.bookingId, { lock: true });
      const refund = await findRefund(tx, refundId, { lock: true });
      if (!booking || !refund) throw new AppError('NOT_FOUND');
      await change(tx, refund, booking);
      await payments.refreshBookingStatus(tx, booking);
    });
    return view(unlocked.paymentId);
  }

  return {
    async list(query: AdminPaymentQuery): Promise<Paginated<AdminPayment>> {
      const { rows, total } = await listPayments(db, { ...query, ...pageWindow(query) });
      const ids = rows.map((row) => row.payment.id);
      const [refunds, events] = await Promise.all([refundsOfPayments(db, ids), eventsOfPayments(db, ids)]);
      return pageOf(
        rows.map((row) =>
          toAdminPayment(row.payment, {
            ...row,
            refund: refunds.find((refund) => refund.paymentId === row.payment.id),
            events: events.filter((event) => event.paymentId === row.payment.id),
          }),
        ),
        total,
        query,
      );
    },

    /** Notifications about none of our payments: recorded, changing nothing, shown raw. */
    async unmatchedEvents(query: { page: number; pageSize: number }): Promise<Paginated<PaymentEvent>> {
      const { rows, total } = await unmatchedEvents(db, pageWindow(query));
      return pageOf(rows.map(toPaymentEvent), total, query);
    },

    /**
     * The hotel was paid at the property: the payment succeeds through the same path as money
     * received online (the booking confirmed or paid in full, a receipt). Refused while the
     * booking is cancelled, or still held for the payment it owes online first.
     */
    async markPaid(actor: Actor, paymentId: string): Promise<AdminPayment> {
      const unlocked = await findPayment(db, paymentId);
      if (!unlocked) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const booking = await deps.bookings().find(tx, unlocked.bookingId, { lock: true });
        const payment = await findPayment(tx, paymentId, { lock: true });
        if (!booking || !payment) throw new AppError('NOT_FOUND');
        if (booking.status === 'CANCELLED') throw new AppError('PAYMENT_BOOKING_CANCELLED');
        if (booking.status === 'PENDING_PAYMENT') throw new AppError('PAYMENT_AWAITING_ONLINE');
        if (payment.method !== 'PAY_AT_PROPERTY' || payment.status !== 'PENDING') {
          throw new AppError(
            'PAYMENT_NOT_EXPECTED',
            'Only a pending payment at the property can be marked paid',
          );
        }
        await payments.succeed(tx, booking, payment, { recordedById: actor.id });
        await recordEvent(tx, {
          id: newId(),
          paymentId,
          source: 'admin',
          kind: 'MARK_PAID',
          payload: { by: actor.id },
          outcome: 'payment succeeded',
        });
        await audit.record(tx, actor, {
          action: 'payment.mark-paid',
          entityType: 'payment',
          entityId: paymentId,
          before: { status: 'PENDING' },
          after: { status: 'SUCCEEDED', bookingId: booking.id, amount: payment.amount },
        });
      });
      deps.onMailQueued();
      return view(paymentId);
    },

    /**
     * A refund made by hand is recorded as made, and the traveller told. Neither provider has a
     * refund API (decision record 007): every refund is made by hand, so there is nothing to retry.
     */
    async markRefunded(actor: Actor, refundId: string) {
      const answer = await changeRefund(refundId, async (tx, refund, booking) => {
        if (refund.status === 'SUCCEEDED') {
          throw new AppError('PAYMENT_NOT_EXPECTED', 'This refund was already made');
        }
        await updateRefund(tx, refund.id, {
          status: 'SUCCEEDED',
          completedAt: now(),
          completedById: actor.id,
          attempts: refund.attempts + 1,
          failureReason: null,
        });
        const payment = await findPayment(tx, refund.paymentId);
        if (payment) await payments.mails.refundMade(tx, booking, refund, payment);
        await audit.record(tx, actor, {
          action: 'refund.mark-refunded',
          entityType: 'refund',
          entityId: refund.id,
          before: { status: refund.status },
          after: { status: 'SUCCEEDED', amount: refund.amount },
        });
      });
      deps.onMailQueued();
      return answer;
    },
  };
}

export type PaymentAdmin = ReturnType<typeof createPaymentAdmin>;
