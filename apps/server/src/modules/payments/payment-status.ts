import type { PaymentStatus } from '@madabook/contracts';
import type { PaymentRow, RefundRow } from './payments.repo';

export const amountPaid = (payments: Pick<PaymentRow, 'status' | 'amount'>[]) =>
  payments.reduce((sum, payment) => (payment.status === 'SUCCEEDED' ? sum + payment.amount : sum), 0);

/** Where a booking's money stands, from its payments and refunds. */
export function paymentStatusOf(
  totalAmount: number,
  payments: Pick<PaymentRow, 'status' | 'amount' | 'method'>[],
  refunds: Pick<RefundRow, 'status'>[],
): PaymentStatus {
  if (refunds.length > 0)
    return refunds.every((refund) => refund.status === 'SUCCEEDED') ? 'REFUNDED' : 'REFUND_DUE';
  const paid = amountPaid(payments);
  if (paid > 0) return paid >= totalAmount ? 'PAID' : 'PARTIALLY_PAID';
  const waitingOnline = payments.some(
    (payment) => payment.status === 'PENDING' && payment.method !== 'PAY_AT_PROPERTY',
  );
  return waitingOnline ? 'PENDING' : 'UNPAID';
}
