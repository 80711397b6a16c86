import type { OnlinePaymentMethod } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { PayableBooking, PaymentBookings } from './payment-bookings';
import { createPaymentMails } from './payment-mails';
import { amountKept, paymentStatusOf } from './payment-status';
import {
  findPayment,
  insertRefund,
  type PaymentInsert,
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
 * Where a payment goes from what its provider (or an admin) says: once, under
 * its booking's lock, moving the booking with it (confirmed when paid,
 * released or refunds owed when it no longer stands), telling the traveller
 * (receipt, refund due) and keeping the booking's payment status up to date.
 */
export function createPaymentLedger(deps: {
  db: Database;
  providers: PaymentProvider[];
  logger: Logger;
  now: () => Date;
  bookings: () => PaymentBookings;
  onMailQueued: () => void;
}) {
  const { db, logger, now, bookings } = deps;
  const providerOf = new Map(deps.providers.map((provider) => [provider.method, provider]));
  const mails = createPaymentMails((bookingId) => bookings().tripUrl(bookingId));

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

  /** Money received for a booking that no longer needs it goes back: by hand, as no provider has a refund API. */
  async function refundPayment(tx: Transaction, payment: PaymentRow) {
    await insertRefund(tx, {
      id: newId(),
      paymentId: payment.id,
      bookingId: payment.bookingId,
      amount: payment.amount,
      status: 'DUE',
    });
  }

  /** What this payment does to its booking now that it succeeded (the booking and the payment are locked). */
  async function afterSuccess(tx: Transaction, booking: PayableBooking, payment: PaymentRow) {
    if (booking.status === 'CANCELLED') {
      await refundPayment(tx, payment);
      await mails.refundDue(
        tx,
        booking,
        payment,
        booking.cancellationSource === 'PAYMENT' ? 'RELEASED' : 'CANCELLED',
      );
      return;
    }
    // A hold is over at its time, whoever comes first: money after it releases the booking and goes back.
    if (booking.status === 'PENDING_PAYMENT' && booking.holdExpiresAt && booking.holdExpiresAt <= now()) {
      await bookings().releaseHeld(tx, booking.id);
      return;
    }
    const payments = await paymentsOfBookings(tx, [booking.id]);
    const refunds = await refundsOfBooking(tx, booking.id);
    const kept = amountKept(payments, refunds);
    if (kept - payment.amount >= booking.totalAmount) {
      await refundPayment(tx, payment);
      await mails.refundDue(tx, booking, payment, 'PAID_TWICE');
      return;
    }
    if (booking.status === 'PENDING_PAYMENT' && kept >= booking.amountDueNow) {
      await bookings().confirmPaid(tx, booking.id);
    }
    if (kept >= booking.totalAmount) {
      await setPendingPayments(tx, booking.id, { status: 'EXPIRED', failureReason: 'Paid in full' });
    }
    const leftAtProperty = booking.kind === 'HOTEL' ? Math.max(0, booking.totalAmount - kept) : 0;
    await mails.receipt(tx, booking, payment, { kept, leftAtProperty });
    await bookings().paymentReceived(tx, booking.id, payment);
  }

  /**
   * Records a payment as paid, in the caller's transaction, holding the
   * booking's lock: the one path of an online success and of money taken at
   * the property.
   */
  async function succeed(
    tx: Transaction,
    booking: PayableBooking,
    payment: PaymentRow,
    changes: Partial<PaymentInsert> = {},
  ) {
    const applied = await updatePayment(tx, payment.id, {
      status: 'SUCCEEDED',
      completedAt: now(),
      failureReason: null,
      ...changes,
    });
    await afterSuccess(tx, booking, applied);
    const current = (await bookings().find(tx, booking.id)) ?? booking;
    await refreshBookingStatus(tx, current);
  }

  /**
   * Applies what the provider said of a payment, once: a payment no longer
   * pending is left as it is, so a notification twice, or a poll and a
   * notification together, change the booking once.
   */
  async function apply(paymentId: string, state: ProviderPaymentState, source: string) {
    if (state.status === 'PENDING') return;
    const applied = await db.transaction(async (tx) => {
      const unlocked = await findPayment(tx, paymentId);
      if (!unlocked) return false;
      // The booking first, then the payment: the order every payment change and cancellation takes.
      const booking = await bookings().find(tx, unlocked.bookingId, { lock: true });
      const payment = await findPayment(tx, paymentId, { lock: true });
      // Pending changes once; money that arrives after we stopped waiting (expired, failed) still counts.
      const changes =
        payment?.status === 'PENDING' || (state.status === 'SUCCEEDED' && payment?.status !== 'SUCCEEDED');
      if (!booking || !payment || !changes) return false;
      await recordEvent(tx, {
        id: newId(),
        paymentId,
        source,
        kind: 'STATUS',
        payload: (state.raw ?? {}) as object,
        outcome: `payment ${state.status.toLowerCase()}`,
      });
      const learned = {
        ...(state.transactionId ? { providerTransactionId: state.transactionId } : {}),
        ...(state.providerReference && !payment.providerReference
          ? { providerReference: state.providerReference }
          : {}),
      };
      if (state.status === 'SUCCEEDED') {
        await succeed(tx, booking, payment, learned);
        return true;
      }
      await updatePayment(tx, payment.id, {
        status: 'FAILED',
        completedAt: now(),
        failureReason: 'Refused or cancelled by the payer or the provider',
        ...learned,
      });
      await refreshBookingStatus(tx, booking);
      return false;
    });
    if (applied) deps.onMailQueued();
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

  return {
    providerFor,
    refreshBookingStatus,
    refundPayment,
    succeed,
    apply,
    refresh,
    refreshQuietly,
    expirePayment,
    mails,
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
