import type { BookingKind, OnlinePaymentMethod, PaymentChoice } from '@madabook/contracts';
import { AppError } from '../../lib/errors';

/** What a new booking owes, and when. */
export interface PaymentTerms {
  /** PENDING_PAYMENT while a payment is due before confirmation. */
  status: 'CONFIRMED' | 'PENDING_PAYMENT';
  /** Whole Ariary to pay online before the booking is confirmed. */
  amountDueNow: number;
  /** Whole Ariary the traveller will pay at the hotel. */
  atProperty: number;
}

/**
 * The seller's rule (its prepayment share) against the methods that are on
 * and the traveller's choice. With no online method on, nothing can be paid
 * ahead: a hotel is paid at the property, a journey stays unpaid as before.
 */
export function paymentTermsOf(input: {
  kind: BookingKind;
  total: number;
  prepaymentPercent: number;
  onlineMethods: readonly OnlinePaymentMethod[];
  choice: PaymentChoice | undefined;
}): PaymentTerms {
  const { kind, total, onlineMethods, choice } = input;
  const percent = onlineMethods.length > 0 ? input.prepaymentPercent : 0;
  if (choice) assertMethodOpen(choice.method, { kind, percent, onlineMethods });
  const amountDueNow = percent > 0 ? Math.max(1, Math.round((total * percent) / 100)) : 0;
  return {
    status: amountDueNow > 0 ? 'PENDING_PAYMENT' : 'CONFIRMED',
    amountDueNow,
    atProperty: kind === 'HOTEL' ? total - amountDueNow : 0,
  };
}

/** Paying at the property needs a property that accepts it; paying online needs the method on. */
export function assertMethodOpen(
  method: PaymentChoice['method'],
  context: { kind: BookingKind; percent: number; onlineMethods: readonly OnlinePaymentMethod[] },
) {
  const open =
    method === 'PAY_AT_PROPERTY'
      ? context.kind === 'HOTEL' && context.percent < 100
      : context.onlineMethods.includes(method);
  if (!open) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', undefined, { method });
}
