import type { Transaction } from '@madabook/db';
import { mailBookingGuest } from '../../mail/booking-guest';
import type { PaymentRefundDueMailData } from '../../mail/templates/payment-mails';
import type { PayableBooking } from './payment-bookings';
import type { PaymentRow, RefundRow } from './payments.repo';

/** What payments tell the traveller, queued in the transaction that moves the money. */
export function createPaymentMails(tripUrl: (bookingId: string) => string) {
  return {
    /** The receipt of money kept for the booking, with what is left to pay at the hotel. */
    receipt: (
      tx: Transaction,
      booking: PayableBooking,
      payment: PaymentRow,
      paid: { kept: number; leftAtProperty: number },
    ) =>
      mailBookingGuest(tx, booking, {
        template: 'payment-received',
        data: {
          reference: booking.reference,
          hotelName: booking.hotelName,
          amount: payment.amount,
          method: payment.method,
          transactionId: payment.providerTransactionId,
          paidTotal: paid.kept,
          total: booking.totalAmount,
          leftAtProperty: paid.leftAtProperty,
          url: tripUrl(booking.id),
        },
      }),

    /** Money that came although it could not be kept: it goes back, and the traveller is told how. */
    refundDue: (
      tx: Transaction,
      booking: PayableBooking,
      payment: PaymentRow,
      reason: PaymentRefundDueMailData['reason'],
    ) =>
      mailBookingGuest(tx, booking, {
        template: 'payment-refund-due',
        data: {
          reference: booking.reference,
          amount: payment.amount,
          method: payment.method,
          reason,
          url: tripUrl(booking.id),
        },
      }),

    /** A refund was made. */
    refundMade: (tx: Transaction, booking: PayableBooking, refund: RefundRow, payment: PaymentRow) =>
      mailBookingGuest(tx, booking, {
        template: 'refund-made',
        data: {
          reference: booking.reference,
          amount: refund.amount,
          method: payment.method,
          url: tripUrl(booking.id),
        },
      }),
  };
}

export type PaymentMails = ReturnType<typeof createPaymentMails>;
