import type {
  BookingKind,
  Language,
  OnlinePaymentMethod,
  Payment,
  PaymentChoice,
  PaymentMethods,
  SessionUser,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { PayableBooking, PaymentBookings } from './payment-bookings';
import { createPaymentLedger, providerSlugs } from './payment-ledger';
import { amountPaid } from './payment-status';
import { assertMethodOpen, assertPayerPhone, type PaymentTerms, paymentTermsOf } from './payment-terms';
import { toPayment } from './payment-view';
import {
  expiredHolds,
  findPayment,
  insertPayment,
  paymentsOfBookings,
  recordEvent,
  refundsOfBooking,
  refundsOfPayments,
  setPendingPayments,
  stalePendingPayments,
  updatePayment,
} from './payments.repo';
import { type PaymentProvider, ProviderError } from './providers/payment-provider';

export interface PaymentServiceDeps {
  db: Database;
  providers: PaymentProvider[];
  appUrl: string;
  holdMinutes: number;
  logger: Logger;
  /** Wakes the mail worker once a transaction that queued mail has committed. */
  onMailQueued: () => void;
  now?: () => Date;
}

const minuteMs = 60_000;
/** A traveller's page polls; the provider is asked at most this often per payment. */
const providerPollIntervalMs = 3_000;

export function createPaymentService(deps: PaymentServiceDeps, bookings: () => PaymentBookings) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const providerOf = new Map(deps.providers.map((provider) => [provider.method, provider]));
  const onlineMethods = deps.providers.map((provider) => provider.method);
  const lastAsked = new Map<string, number>();
  const ledger = createPaymentLedger({
    db,
    providers: deps.providers,
    logger,
    now,
    bookings,
    onMailQueued: deps.onMailQueued,
  });
  const { refreshBookingStatus, refundPayment, refresh, refreshQuietly, expirePayment } = ledger;

  async function ownedBooking(user: SessionUser, bookingId: string) {
    const booking = await bookings().find(db, bookingId);
    if (!booking || (booking.userId !== user.id && !user.roles.includes('ADMIN')))
      throw new AppError('NOT_FOUND');
    return booking;
  }

  /** What is left to pay online now: the deposit while held, else the rest of the total. */
  function amountToPayOnline(booking: PayableBooking, paid: number) {
    return booking.status === 'PENDING_PAYMENT'
      ? Math.max(0, booking.amountDueNow - paid)
      : Math.max(0, booking.totalAmount - paid);
  }

  /** Starts an online payment for a booking after its checks; a provider that fails leaves a failed payment. */
  async function startOnline(
    booking: PayableBooking,
    choice: PaymentChoice & { method: OnlinePaymentMethod },
  ) {
    const provider = providerOf.get(choice.method);
    if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', undefined, { method: choice.method });
    const existing = await paymentsOfBookings(db, [booking.id]);
    for (const pending of existing.filter((payment) => payment.status === 'PENDING')) await refresh(pending);
    const phone = choice.phone ?? booking.guestPhone;
    // Recorded under the booking's lock, which a cancellation takes too: a payment starts on a booking
    // still open and still held, or not at all; the provider is asked once it is recorded.
    const payment = await db.transaction(async (tx) => {
      const locked = await bookings().find(tx, booking.id, { lock: true });
      if (!locked || !['CONFIRMED', 'PENDING_PAYMENT'].includes(locked.status))
        throw new AppError('PAYMENT_NOT_EXPECTED');
      // The release job runs now and then: a hold past its time is over, released or not yet.
      if (locked.status === 'PENDING_PAYMENT' && locked.holdExpiresAt && locked.holdExpiresAt <= now()) {
        throw new AppError('HOLD_EXPIRED');
      }
      const current = await paymentsOfBookings(tx, [booking.id]);
      if (current.some((payment) => payment.status === 'PENDING' && payment.method !== 'PAY_AT_PROPERTY')) {
        throw new AppError('PAYMENT_ALREADY_STARTED');
      }
      const amount = amountToPayOnline(locked, amountPaid(current));
      if (amount <= 0) throw new AppError('PAYMENT_NOT_EXPECTED');
      // Two starts at once: the lock lets one through at a time, and the database one payment under way.
      return insertPayment(tx, {
        id: newId(),
        bookingId: booking.id,
        method: choice.method,
        amount,
        phone,
        expiresAt: locked.holdExpiresAt ?? new Date(now().getTime() + deps.holdMinutes * minuteMs),
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('PAYMENT_ALREADY_STARTED') : error;
      });
    });
    const { amount } = payment;
    const slug = providerSlugs[choice.method];
    // Each outcome is recorded whole, under the booking's lock (taken first, as a cancellation does):
    // the provider's answer, the reference and secrets the status poll and the notification need,
    // the booking's status. A crash before it leaves the payment as recorded above, which its
    // notification (naming our id) or its expiry finishes.
    const recordOutcome = <T>(write: (tx: Transaction, locked: PayableBooking | undefined) => Promise<T>) =>
      db.transaction(async (tx) => write(tx, await bookings().find(tx, booking.id, { lock: true })));
    let started: Awaited<ReturnType<typeof provider.start>>;
    try {
      started = await provider.start({
        paymentId: payment.id,
        amount,
        description: `MadaBook ${booking.reference}`,
        phone,
        language: (booking.language === 'en' ? 'en' : 'fr') as Language,
        callbackUrl: `${deps.appUrl}/api/payments/callbacks/${slug}?payment=${payment.id}`,
        returnUrl: `${deps.appUrl}/account/trips/${booking.id}?payment=${payment.id}`,
        cancelUrl: `${deps.appUrl}/account/trips/${booking.id}?payment=${payment.id}&cancelled=1`,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Unanswered, not refused: the payer may have been asked all the same, so the payment stays
      // pending under our id (sent as the provider's reference) until its callback or its time.
      const mayHaveReachedPayer = error.details.timedOut === true && !provider.redirects;
      logger.warn(
        { err: error, paymentId: payment.id, method: choice.method },
        mayHaveReachedPayer ? 'payment provider did not answer a start' : 'payment provider refused to start',
      );
      await recordOutcome(async (tx, locked) => {
        await recordEvent(tx, {
          id: newId(),
          paymentId: payment.id,
          source: slug,
          kind: 'START',
          payload: {
            status: error.details.status ?? null,
            body: (error.details.body ?? null) as object | null,
          },
          outcome: mayHaveReachedPayer ? 'no answer in time: waiting for its callback' : 'provider error',
        });
        if (!mayHaveReachedPayer) {
          await updatePayment(tx, payment.id, {
            status: 'FAILED',
            failureReason: 'The payment service did not answer',
          });
        } else if (locked) await refreshBookingStatus(tx, locked);
      });
      if (mayHaveReachedPayer) return payment;
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    return recordOutcome(async (tx, locked) => {
      await recordEvent(tx, {
        id: newId(),
        paymentId: payment.id,
        source: slug,
        kind: 'START',
        payload: (started.raw ?? {}) as object,
        outcome: 'started',
      });
      const updated = await updatePayment(tx, payment.id, {
        providerReference: started.providerReference,
        redirectUrl: started.redirectUrl ?? null,
        providerSecrets: started.secrets ?? {},
      });
      if (locked) await refreshBookingStatus(tx, locked);
      return updated;
    });
  }

  async function paymentsView(
    bookingIds: string[],
  ): Promise<Map<string, { payments: Payment[]; paid: number }>> {
    const payments = await paymentsOfBookings(db, bookingIds);
    const refunds = await refundsOfPayments(
      db,
      payments.map((payment) => payment.id),
    );
    const byBooking = new Map(
      bookingIds.map((id): [string, { payments: Payment[]; paid: number }] => [
        id,
        { payments: [], paid: 0 },
      ]),
    );
    for (const payment of payments) {
      const entry = byBooking.get(payment.bookingId);
      if (!entry) continue;
      entry.payments.push(
        toPayment(
          payment,
          refunds.find((refund) => refund.paymentId === payment.id),
        ),
      );
      if (payment.status === 'SUCCEEDED') entry.paid += payment.amount;
    }
    return byBooking;
  }

  return {
    onlineMethods: () => [...onlineMethods],

    /** The terms of a new booking: checks the traveller's choice against the seller's rule and the methods on. */
    terms: (input: {
      kind: BookingKind;
      total: number;
      prepaymentPercent: number;
      choice: PaymentChoice | undefined;
      guestPhone: string;
    }) => paymentTermsOf({ ...input, onlineMethods }),

    /** When a booking that owes a payment now gives its stock back unless paid. */
    holdUntil: () => new Date(now().getTime() + deps.holdMinutes * minuteMs),

    /** In the booking's transaction: what will be paid at the property becomes a payment for the hotel to mark paid. */
    async open(tx: Transaction, booking: PayableBooking, terms: PaymentTerms) {
      if (terms.atProperty > 0) {
        await insertPayment(tx, {
          id: newId(),
          bookingId: booking.id,
          method: 'PAY_AT_PROPERTY',
          amount: terms.atProperty,
        });
      }
      await refreshBookingStatus(tx, booking);
    },

    /**
     * In the cancellation's transaction: nothing pending is waited for any longer, and money
     * received goes back; answers each amount owed back and how it was paid, for the mail.
     */
    async settleCancelled(tx: Transaction, booking: PayableBooking) {
      await setPendingPayments(tx, booking.id, {
        status: 'EXPIRED',
        failureReason: 'The booking was cancelled',
      });
      const payments = await paymentsOfBookings(tx, [booking.id]);
      const paid = payments.filter((candidate) => candidate.status === 'SUCCEEDED');
      for (const payment of paid) await refundPayment(tx, payment);
      await refreshBookingStatus(tx, { ...booking, status: 'CANCELLED' });
      const refunds = await refundsOfBooking(tx, booking.id);
      // What is still to give back: a refund already made is not promised again.
      return refunds
        .filter((refund) => refund.status !== 'SUCCEEDED')
        .map((refund) => ({
          amount: refund.amount,
          method: paid.find((payment) => payment.id === refund.paymentId)?.method ?? 'PAY_AT_PROPERTY',
        }));
    },

    /** Starts the payment chosen with a new booking; a provider failure leaves a failed payment to retry, not an error. */
    async startChosen(bookingId: string, choice: PaymentChoice | undefined) {
      if (!choice || choice.method === 'PAY_AT_PROPERTY') return;
      const booking = await bookings().find(db, bookingId);
      if (!booking) return;
      await startOnline(booking, { ...choice, method: choice.method }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    },

    paymentsView,

    async methods(user: SessionUser, bookingId: string): Promise<PaymentMethods> {
      const booking = await ownedBooking(user, bookingId);
      const open = ['CONFIRMED', 'PENDING_PAYMENT'].includes(booking.status);
      const paid = amountPaid(await paymentsOfBookings(db, [booking.id]));
      const online = amountToPayOnline(booking, paid);
      const methods: PaymentMethods['methods'] = [];
      if (open && booking.kind === 'HOTEL' && booking.amountDueNow === 0 && paid < booking.totalAmount) {
        methods.push({
          method: 'PAY_AT_PROPERTY',
          amountNow: 0,
          amountAtProperty: booking.totalAmount - paid,
          needsPhone: false,
          redirects: false,
        });
      }
      if (open && online > 0) {
        for (const method of onlineMethods) {
          methods.push({
            method,
            amountNow: online,
            amountAtProperty: booking.kind === 'HOTEL' ? booking.totalAmount - paid - online : 0,
            needsPhone: method === 'MVOLA',
            redirects: method === 'ORANGE_MONEY',
          });
        }
      }
      return {
        bookingId: booking.id,
        amountDueNow: Math.max(0, booking.amountDueNow - paid),
        holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
        methods,
      };
    },

    /** `POST /api/bookings/{id}/payments`: pay online what is due, or choose to pay at the property. */
    async start(user: SessionUser, bookingId: string, choice: PaymentChoice): Promise<Payment> {
      const booking = await ownedBooking(user, bookingId);
      if (!['CONFIRMED', 'PENDING_PAYMENT'].includes(booking.status))
        throw new AppError('PAYMENT_NOT_EXPECTED');
      const percent = booking.amountDueNow === 0 ? 0 : 100;
      assertMethodOpen(choice.method, { kind: booking.kind, percent, onlineMethods });
      assertPayerPhone(choice, booking.guestPhone);
      if (choice.method === 'PAY_AT_PROPERTY') {
        const atProperty = (await paymentsOfBookings(db, [booking.id])).find(
          (payment) => payment.method === 'PAY_AT_PROPERTY' && payment.status === 'PENDING',
        );
        if (!atProperty) throw new AppError('PAYMENT_NOT_EXPECTED');
        return toPayment(atProperty, undefined);
      }
      return toPayment(await startOnline(booking, { ...choice, method: choice.method }), undefined);
    },

    /** `GET /api/payments/{id}`: the owner's or an admin's; a pending online payment is checked with its provider. */
    async get(user: SessionUser, paymentId: string): Promise<Payment> {
      let payment = await findPayment(db, paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      await ownedBooking(user, payment.bookingId);
      const askedAt = lastAsked.get(payment.id) ?? 0;
      if (payment.status === 'PENDING' && now().getTime() - askedAt >= providerPollIntervalMs) {
        lastAsked.set(payment.id, now().getTime());
        await refreshQuietly(payment);
        payment = (await findPayment(db, paymentId)) ?? payment;
        if (payment.status !== 'PENDING') lastAsked.delete(payment.id);
      }
      const [refund] = await refundsOfPayments(db, [payment.id]);
      return toPayment(payment, refund);
    },

    /**
     * Gives back the stock of bookings whose hold ran out unpaid (after asking
     * the providers once more), and stops waiting for online payments past
     * their time. Answers how many bookings were released.
     */
    async expireHolds(limit = 50): Promise<number> {
      const due = await expiredHolds(db, now(), limit);
      for (const { id } of due) {
        for (const payment of await paymentsOfBookings(db, [id])) await refreshQuietly(payment);
        await bookings().expireHold(id);
      }
      for (const payment of await stalePendingPayments(db, now(), limit)) {
        await refreshQuietly(payment);
        await expirePayment(payment.id);
      }
      return due.length;
    },

    apply: ledger.apply,
    succeed: ledger.succeed,
    mails: ledger.mails,
    refresh,
    providerFor: ledger.providerFor,
    refreshBookingStatus,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
