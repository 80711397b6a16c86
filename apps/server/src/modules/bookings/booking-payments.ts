import type { BookingKind, Payment, PaymentChoice, PaymentMethod } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import type { BookingRow } from './bookings.repo';

/** What a new booking owes, and when (the payments module decides). */
export interface BookingPaymentTerms {
  status: 'CONFIRMED' | 'PENDING_PAYMENT';
  amountDueNow: number;
  atProperty: number;
}

/** What bookings ask of the payments module; inside the booking's transaction where one is given. */
export interface BookingPayments {
  /** Refuses (PAYMENT_METHOD_UNAVAILABLE) a choice the seller or the configuration does not allow. */
  terms(input: {
    kind: BookingKind;
    total: number;
    prepaymentPercent: number;
    choice: PaymentChoice | undefined;
    guestPhone: string;
  }): BookingPaymentTerms;
  holdUntil(): Date;
  open(tx: Transaction, booking: BookingRow, terms: BookingPaymentTerms): Promise<void>;
  /** Stops waiting for payments and owes back what was paid: answers what is refunded, for the mail. */
  settleCancelled(
    tx: Transaction,
    booking: BookingRow,
  ): Promise<Array<{ amount: number; method: PaymentMethod }>>;
  /** After the booking committed: starts the online payment chosen with it, if any. */
  startChosen(bookingId: string, choice: PaymentChoice | undefined): Promise<void>;
  paymentsView(bookingIds: string[]): Promise<Map<string, { payments: Payment[]; paid: number }>>;
}
