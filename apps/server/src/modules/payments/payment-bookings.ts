import type { BookingKind, BookingStatus, PaymentMethod, PaymentStatus } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';

/** What payments need to know of a booking. */
export interface PayableBooking {
  id: string;
  userId: string | null;
  kind: BookingKind;
  status: BookingStatus;
  /** Who cancelled it: PAYMENT when its hold ran out unpaid. */
  cancellationSource: string | null;
  reference: string;
  totalAmount: number;
  amountDueNow: number;
  holdExpiresAt: Date | null;
  guestPhone: string;
  guestEmail: string;
  hotelName: string | null;
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
  /** The same in the caller's transaction, for money that arrives once the hold has run out. */
  releaseHeld(tx: Transaction, bookingId: string): Promise<void>;
  /** The traveller's page of the booking, for mails. */
  tripUrl(bookingId: string): string;
  /** Money kept for the booking: its hotel's team is told, in the payment's transaction. */
  paymentReceived(
    tx: Transaction,
    bookingId: string,
    payment: { amount: number; method: PaymentMethod },
  ): Promise<void>;
  setPaymentStatus(tx: Transaction, bookingId: string, status: PaymentStatus): Promise<void>;
}
