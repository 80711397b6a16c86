import type { Booking, Payment } from '@madabook/contracts';

export type PaymentSummary = {
  total: number;
  /** Received so far, refunds not deducted. */
  paid: number;
  /** Owed online before the held booking is confirmed. */
  dueNow: number;
  /** What the hotel will take on arrival. */
  atProperty: number;
};

/** Where a booking's money stands, from the booking alone. */
export function paymentSummary(booking: Booking): PaymentSummary {
  const paid = booking.amountPaid;
  return {
    total: booking.total,
    paid,
    dueNow: booking.status === 'PENDING_PAYMENT' ? Math.max(0, booking.amountDueNow - paid) : 0,
    atProperty: booking.payments
      .filter((payment) => payment.method === 'PAY_AT_PROPERTY' && payment.status === 'PENDING')
      .reduce((sum, payment) => sum + payment.amount, 0),
  };
}

/** The mobile money payment a booking is waiting for, if any: at most one is under way at a time. */
export function pendingOnlinePayment(booking: Booking): Payment | undefined {
  return booking.payments.find(
    (payment) => payment.method !== 'PAY_AT_PROPERTY' && payment.status === 'PENDING',
  );
}

/** Whether the booking still takes money: confirmed or held, with something left to pay. */
export function isPayable(booking: Booking): boolean {
  return (
    (booking.status === 'CONFIRMED' || booking.status === 'PENDING_PAYMENT') &&
    booking.amountPaid < booking.total
  );
}
