import {
  amountDueOnBooking,
  type BookingKind,
  mvolaNumber,
  type OnlinePaymentMethod,
  type PaymentChoice,
} from '@madabook/contracts';
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
  guestPhone: string;
}): PaymentTerms {
  const { kind, total, onlineMethods, choice } = input;
  const percent = onlineMethods.length > 0 ? input.prepaymentPercent : 0;
  if (choice) {
    assertMethodOpen(choice.method, { kind, percent, onlineMethods });
    assertPayerPhone(choice, input.guestPhone);
  }
  const amountDueNow = amountDueOnBooking({ total, prepaymentPercent: percent, onlineMethodsOn: true });
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

/** MVola debits an MVola number: the one given, else the guest's; refused before anything is booked or asked. */
export function assertPayerPhone(choice: PaymentChoice, guestPhone: string) {
  if (choice.method !== 'MVOLA' || mvolaNumber(choice.phone ?? guestPhone)) return;
  const message = 'Expected an MVola number (034 or 038)';
  throw new AppError(
    'VALIDATION_ERROR',
    message,
    {
      issues: [{ path: choice.phone ? 'payment.phone' : 'guest.phone', message }],
    },
    422,
  );
}
