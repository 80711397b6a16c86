import type { PaymentStatus } from '@madabook/contracts';
import type { PaymentRow, RefundRow } from './payments.repo';

export const amountPaid = (payments: Pick<PaymentRow, 'status' | 'amount'>[]) =>
  payments.reduce((sum, payment) => (payment.status === 'SUCCEEDED' ? sum + payment.amount : sum), 0);

/** What was paid and is not owed back: refunds, made or still due, do not count. */
export const amountKept = (
  payments: Pick<PaymentRow, 'status' | 'amount'>[],
  refunds: Pick<RefundRow, 'amount'>[],
) => amountPaid(payments) - refunds.reduce((sum, refund) => sum + refund.amount, 0);

/** Where a booking's money stands, from its payments and refunds. */
export function paymentStatusOf(
  totalAmount: number,
  payments: Pick<PaymentRow, 'status' | 'amount' | 'method'>[],
  refunds: Pick<RefundRow, 'status' | 'amount'>[],
): PaymentStatus {
  if (refunds.some((refund) => refund.status !== 'SUCCEEDED')) return 'REFUND_DUE';
  const kept = amountKept(payments, refunds);
  if (kept > 0) return kept >= totalAmount ? 'PAID' : 'PARTIALLY_PAID';
  if (refunds.length > 0) return 'REFUNDED';
  const waitingOnline = payments.some(
    (payment) => payment.status === 'PENDING' && payment.method !== 'PAY_AT_PROPERTY',
  );
  return waitingOnline ? 'PENDING' : 'UNPAID';
}
