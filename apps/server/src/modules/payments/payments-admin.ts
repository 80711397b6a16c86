import type { AdminPayment, adminPaymentListQuerySchema, Paginated } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PaymentBookings } from './payment-bookings';
import { toAdminPayment } from './payment-view';
import {
  eventsOfPayments,
  findPayment,
  findRefund,
  listPayments,
  type RefundRow,
  recordEvent,
  refundsOfPayments,
  updatePayment,
  updateRefund,
} from './payments.repo';
import type { PaymentService } from './payments.service';
import { ProviderError } from './providers/payment-provider';

export type AdminPaymentQuery = z.output<typeof adminPaymentListQuerySchema>;

/** The back office's side of payments: the list with raw events, money taken at the property, refunds. */
export function createPaymentAdmin(deps: {
  db: Database;
  audit: AuditService;
  payments: PaymentService;
  bookings: () => PaymentBookings;
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
    change: (tx: Transaction, refund: RefundRow) => Promise<void>,
  ) {
    const unlocked = await findRefund(db, refundId);
    if (!unlocked) throw new AppError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const booking = await deps.bookings().find(tx, unlocked.bookingId, { lock: true });
      const refund = await findRefund(tx, refundId, { lock: true });
      if (!booking || !refund) throw new AppError('NOT_FOUND');
      await change(tx, refund);
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

    /** The hotel was paid at the property: the payment succeeds, and the booking with it. */
    async markPaid(actor: Actor, paymentId: string): Promise<AdminPayment> {
      const unlocked = await findPayment(db, paymentId);
      if (!unlocked) throw new AppError('NOT_FOUND');
      if (unlocked.method !== 'PAY_AT_PROPERTY' || unlocked.status !== 'PENDING') {
        throw new AppError(
          'PAYMENT_NOT_EXPECTED',
          'Only a pending payment at the property can be marked paid',
        );
      }
      await db.transaction(async (tx) => {
        const booking = await deps.bookings().find(tx, unlocked.bookingId, { lock: true });
        const payment = await findPayment(tx, paymentId, { lock: true });
        if (!booking || payment?.status !== 'PENDING') throw new AppError('PAYMENT_NOT_EXPECTED');
        await updatePayment(tx, paymentId, {
          status: 'SUCCEEDED',
          completedAt: now(),
          recordedById: actor.id,
        });
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
        await payments.refreshBookingStatus(tx, booking);
      });
      return view(paymentId);
    },

    /** A refund made by hand (or given up on the provider's side) is recorded as made. */
    markRefunded: (actor: Actor, refundId: string) =>
      changeRefund(refundId, async (tx, refund) => {
        if (refund.status === 'SUCCEEDED' || refund.status === 'PENDING') {
          throw new AppError('PAYMENT_NOT_EXPECTED', 'This refund is not waiting to be made by hand');
        }
        await updateRefund(tx, refund.id, {
          status: 'SUCCEEDED',
          completedAt: now(),
          completedById: actor.id,
        });
        await audit.record(tx, actor, {
          action: 'refund.mark-refunded',
          entityType: 'refund',
          entityId: refund.id,
          before: { status: refund.status },
          after: { status: 'SUCCEEDED', amount: refund.amount },
        });
      }),

    /** Asks the provider again for a refund that failed; without a refund API it stays to be made by hand. */
    retryRefund: (actor: Actor, refundId: string) =>
      changeRefund(refundId, async (tx, refund) => {
        if (refund.status !== 'FAILED')
          throw new AppError('PAYMENT_NOT_EXPECTED', 'Only a failed refund can be retried');
        const payment = await findPayment(tx, refund.paymentId);
        const provider = payment && payments.providerFor(payment.method);
        if (!payment?.providerReference || !provider?.refund) {
          await updateRefund(tx, refund.id, { status: 'DUE', failureReason: 'To be made by hand' });
          return;
        }
        try {
          const state = await provider.refund(
            {
              paymentId: payment.id,
              amount: payment.amount,
              providerReference: payment.providerReference,
              secrets: payment.providerSecrets,
              ...(payment.providerTransactionId ? { transactionId: payment.providerTransactionId } : {}),
            },
            refund.amount,
          );
          await updateRefund(tx, refund.id, {
            status:
              state.status === 'SUCCEEDED' ? 'SUCCEEDED' : state.status === 'PENDING' ? 'PENDING' : 'FAILED',
            attempts: refund.attempts + 1,
            ...(state.status === 'SUCCEEDED' ? { completedAt: now(), completedById: actor.id } : {}),
          });
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          await updateRefund(tx, refund.id, { attempts: refund.attempts + 1, failureReason: error.message });
        }
      }),
  };
}

export type PaymentAdmin = ReturnType<typeof createPaymentAdmin>;
