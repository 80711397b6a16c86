import type {
  BookingKind,
  Language,
  OnlinePaymentMethod,
  Payment,
  PaymentChoice,
  PaymentMethods,
  PaymentStatus,
  SessionUser,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { amountPaid, paymentStatusOf } from './payment-status';
import { assertMethodOpen, type PaymentTerms, paymentTermsOf } from './payment-terms';
import { toPayment } from './payment-view';
import {
  expiredHolds,
  findPayment,
  insertPayment,
  insertRefund,
  type PaymentRow,
  paymentsOfBookings,
  recordEvent,
  refundsOfBooking,
  refundsOfPayments,
  setPendingPayments,
  stalePendingPayments,
  updatePayment,
} from './payments.repo';
import { type PaymentProvider, ProviderError, type ProviderPaymentState } from './providers/payment-provider';

/** What payments need to know of a booking. */
export interface PayableBooking {
  id: string;
  userId: string | null;
  kind: BookingKind;
  status: 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'PENDING_PAYMENT';
  reference: string;
  totalAmount: number;
  amountDueNow: number;
  holdExpiresAt: Date | null;
  guestPhone: string;
  language: string;
}

/** What the bookings module does for payments, inside the caller's transaction where there is one. */
export interface PaymentBookings {
  find(
    db: Database | Transaction,
    bookingId: string,
    options?: { lock?: boolean },
  ): Promise<PayableBooking | undefined>;
  /** The payment due now arrived: the held booking is confirmed and its confirmation mail queued. */
  confirmPaid(tx: Transaction, bookingId: string): Promise<void>;
  /** Nothing was paid in time: the booking is cancelled and its stock given back, if it still waits. */
  expireHold(bookingId: string): Promise<void>;
  setPaymentStatus(tx: Transaction, bookingId: string, status: PaymentStatus): Promise<void>;
}

export interface PaymentServiceDeps {
  db: Database;
  providers: PaymentProvider[];
  appUrl: string;
  holdMinutes: number;
  logger: Logger;
  now?: () => Date;
}

/** Provider names in callback URLs and events. */
export const providerSlugs: Record<OnlinePaymentMethod, string> = {
  MVOLA: 'mvola',
  ORANGE_MONEY: 'orange-money',
};

const minuteMs = 60_000;
/** A traveller's page polls; the provider is asked at most this often per payment. */
const providerPollIntervalMs = 3_000;

export function createPaymentService(deps: PaymentServiceDeps, bookings: () => PaymentBookings) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const providerOf = new Map(deps.providers.map((provider) => [provider.method, provider]));
  const onlineMethods = deps.providers.map((provider) => provider.method);
  const lastAsked = new Map<string, number>();

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
    const current = await paymentsOfBookings(db, [booking.id]);
    if (current.some((payment) => payment.status === 'PENDING' && payment.method !== 'PAY_AT_PROPERTY')) {
      throw new AppError('PAYMENT_NOT_EXPECTED', 'A payment for this booking is already under way');
    }
    const amount = amountToPayOnline(booking, amountPaid(current));
    if (amount <= 0 || !['CONFIRMED', 'PENDING_PAYMENT'].includes(booking.status)) {
      throw new AppError('PAYMENT_NOT_EXPECTED');
    }
    const phone = choice.phone ?? booking.guestPhone;
    const payment = await insertPayment(db, {
      id: newId(),
      bookingId: booking.id,
      method: choice.method,
      amount,
      phone,
      expiresAt: booking.holdExpiresAt ?? new Date(now().getTime() + deps.holdMinutes * minuteMs),
    });
    const slug = providerSlugs[choice.method];
    try {
      const started = await provider.start({
        paymentId: payment.id,
        amount,
        description: `MadaBook ${booking.reference}`,
        phone,
        language: (booking.language === 'en' ? 'en' : 'fr') as Language,
        callbackUrl: `${deps.appUrl}/api/payments/callbacks/${slug}?payment=${payment.id}`,
        returnUrl: `${deps.appUrl}/account/trips/${booking.id}?payment=${payment.id}`,
        cancelUrl: `${deps.appUrl}/account/trips/${booking.id}?payment=${payment.id}&cancelled=1`,
      });
      await recordEvent(db, {
        id: newId(),
        paymentId: payment.id,
        source: slug,
        kind: 'START',
        payload: (started.raw ?? {}) as object,
        outcome: 'started',
      });
      const updated = await updatePayment(db, payment.id, {
        providerReference: started.providerReference,
        redirectUrl: started.redirectUrl ?? null,
        providerSecrets: started.secrets ?? {},
      });
      await db.transaction(async (tx) => {
        const locked = await bookings().find(tx, booking.id, { lock: true });
        if (locked) await refreshBookingStatus(tx, locked);
      });
      return updated;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn(
        { err: error, paymentId: payment.id, method: choice.method },
        'payment provider refused to start',
      );
      await recordEvent(db, {
        id: newId(),
        paymentId: payment.id,
        source: slug,
        kind: 'START',
        payload: {
          status: error.details.status ?? null,
          body: (error.details.body ?? null) as object | null,
        },
        outcome: 'provider error',
      });
      await updatePayment(db, payment.id, {
        status: 'FAILED',
        failureReason: 'The payment service did not answer',
      });
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
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

    /** In the cancellation's transaction: nothing pending is waited for any longer, and money received goes back. */
    async settleCancelled(tx: Transaction, booking: PayableBooking) {
      await setPendingPayments(tx, booking.id, {
        status: 'EXPIRED',
        failureReason: 'The booking was cancelled',
      });
      const payments = await paymentsOfBookings(tx, [booking.id]);
      for (const payment of payments.filter((candidate) => candidate.status === 'SUCCEEDED')) {
        await refundPayment(tx, payment);
      }
      await refreshBookingStatus(tx, { ...booking, status: 'CANCELLED' });
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

    apply,
    refresh,
    providerFor,
    refreshBookingStatus,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
