import type { Language } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { enqueueMail } from '../../mail/outbox';
import type { PaymentRefundDueMailData } from '../../mail/templates/payment-mails';
import type { PayableBooking } from './payment-bookings';
import type { PaymentRow, RefundRow } from './payments.repo';

const recipientOf = (booking: PayableBooking) => ({
  email: booking.guestEmail,
  language: (booking.language === 'en' ? 'en' : 'fr') as Language,
});

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
      enqueueMail(tx, {
        to: recipientOf(booking),
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
      enqueueMail(tx, {
        to: recipientOf(booking),
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
      enqueueMail(tx, {
        to: recipientOf(booking),
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
