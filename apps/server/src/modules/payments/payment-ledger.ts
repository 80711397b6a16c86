import type { OnlinePaymentMethod } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { PayableBooking, PaymentBookings } from './payment-bookings';
import { amountPaid, paymentStatusOf } from './payment-status';
import {
  findPayment,
  insertRefund,
  type PaymentRow,
  paymentsOfBookings,
  recordEvent,
  refundsOfBooking,
  setPendingPayments,
  updatePayment,
} from './payments.repo';
import { type PaymentProvider, ProviderError, type ProviderPaymentState } from './providers/payment-provider';

/** Provider names in callback URLs and events. */
export const providerSlugs: Record<OnlinePaymentMethod, string> = {
  MVOLA: 'mvola',
  ORANGE_MONEY: 'orange-money',
};

/**
 * Where a payment goes from what its provider says: once, under its booking's
 * lock, moving the booking with it (confirmed when paid, refunds owed when it
 * no longer stands) and keeping the booking's payment status up to date.
 */
export function createPaymentLedger(deps: {
  db: Database;
  providers: PaymentProvider[];
  logger: Logger;
  now: () => Date;
  bookings: () => PaymentBookings;
}) {
  const { db, logger, now, bookings } = deps;
  const providerOf = new Map(deps.providers.map((provider) => [provider.method, provider]));

  const providerFor = (method: PaymentRow['method']) =>
    method === 'PAY_AT_PROPERTY' ? undefined : providerOf.get(method);

  async function refreshBookingStatus(tx: Transaction, booking: PayableBooking) {
    const payments = await paymentsOfBookings(tx, [booking.id]);
    const refunds = await refundsOfBooking(tx, booking.id);
    await bookings().setPaymentStatus(
      tx,
      booking.id,
      paymentStatusOf(booking.totalAmount, payments, refunds),
    );
    return payments;
  }

  /** Money received for a booking that no longer stands goes back: by the provider when it can, else by hand. */
  async function refundPayment(tx: Transaction, payment: PaymentRow) {
    const refundable = payment.method !== 'PAY_AT_PROPERTY' && providerFor(payment.method)?.refund;
    await insertRefund(tx, {
      id: newId(),
      paymentId: payment.id,
      bookingId: payment.bookingId,
      amount: payment.amount,
      status: refundable ? 'PENDING' : 'DUE',
    });
  }

  /**
   * Applies what the provider said of a payment, once: a payment no longer
   * pending is left as it is, so a notification twice, or a poll and a
   * notification together, change the booking once.
   */
  async function apply(paymentId: string, state: ProviderPaymentState, source: string) {
    if (state.status === 'PENDING') return;
    await db.transaction(async (tx) => {
      const unlocked = await findPayment(tx, paymentId);
      if (!unlocked) return;
      // The booking first, then the payment: the order every payment change and cancellation takes.
      const booking = await bookings().find(tx, unlocked.bookingId, { lock: true });
      const payment = await findPayment(tx, paymentId, { lock: true });
      // Pending changes once; money that arrives after we stopped waiting (expired, failed) still counts.
      const changes =
        payment?.status === 'PENDING' || (state.status === 'SUCCEEDED' && payment?.status !== 'SUCCEEDED');
      if (!booking || !payment || !changes) return;
      const applied = await updatePayment(tx, payment.id, {
        status: state.status,
        completedAt: now(),
        ...(state.transactionId ? { providerTransactionId: state.transactionId } : {}),
        ...(state.status === 'FAILED'
          ? { failureReason: 'Refused or cancelled by the payer or the provider' }
          : {}),
      });
      await recordEvent(tx, {
        id: newId(),
        paymentId,
        source,
        kind: 'STATUS',
        payload: (state.raw ?? {}) as object,
        outcome: `payment ${state.status.toLowerCase()}`,
      });
      if (state.status === 'SUCCEEDED') await afterSuccess(tx, booking, applied);
      await refreshBookingStatus(tx, booking);
    });
  }

  async function afterSuccess(tx: Transaction, booking: PayableBooking, payment: PaymentRow) {
    if (booking.status === 'CANCELLED') {
      await refundPayment(tx, payment);
      return;
    }
    const payments = await paymentsOfBookings(tx, [booking.id]);
    const paid = amountPaid(payments);
    if (booking.status === 'PENDING_PAYMENT' && paid >= booking.amountDueNow) {
      await bookings().confirmPaid(tx, booking.id);
    }
    if (paid >= booking.totalAmount) {
      await setPendingPayments(tx, booking.id, {
        status: 'EXPIRED',
        failureReason: 'Paid in full online',
        methods: ['PAY_AT_PROPERTY'],
      });
    }
  }

  /** Asks the provider where a pending online payment stands and applies the answer. */
  async function refresh(payment: PaymentRow) {
    const provider = providerFor(payment.method);
    if (!provider || payment.status !== 'PENDING' || !payment.providerReference) return;
    const state = await provider.status({
      paymentId: payment.id,
      amount: payment.amount,
      providerReference: payment.providerReference,
      secrets: payment.providerSecrets,
    });
    await apply(payment.id, state, providerSlugs[provider.method]);
  }

  /** A provider that does not answer now will be asked again on the next poll or run. */
  async function refreshQuietly(payment: PaymentRow) {
    await refresh(payment).catch((error: unknown) => {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn({ err: error, paymentId: payment.id }, 'payment provider did not answer a status request');
    });
  }

  async function expirePayment(paymentId: string) {
    await db.transaction(async (tx) => {
      const unlocked = await findPayment(tx, paymentId);
      const booking = unlocked && (await bookings().find(tx, unlocked.bookingId, { lock: true }));
      const payment = await findPayment(tx, paymentId, { lock: true });
      if (!booking || payment?.status !== 'PENDING') return;
      await updatePayment(tx, paymentId, { status: 'EXPIRED', failureReason: 'Not paid in time' });
      await refreshBookingStatus(tx, booking);
    });
  }

  return { providerFor, refreshBookingStatus, refundPayment, apply, refresh, refreshQuietly, expirePayment };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
