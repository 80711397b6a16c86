import type { Payment } from '@madabook/contracts';

export const paymentActions = ['markPaid', 'markRefunded'] as const;
export type PaymentAction = (typeof paymentActions)[number];

/** An action asked for one payment, with what its confirmation names. */
export type PaymentActionRequest = {
  action: PaymentAction;
  payment: Payment;
  /** The booking's reference. */
  reference: string;
  guest: string;
};

/** When the server takes each action; it answers 409 PAYMENT_NOT_EXPECTED otherwise. */
const allowed: Record<PaymentAction, (payment: Payment) => boolean> = {
  markPaid: (payment) => payment.method === 'PAY_AT_PROPERTY' && payment.status === 'PENDING',
  // Neither provider has a refund API: every refund is made by hand, then recorded.
  markRefunded: (payment) => payment.refund?.status === 'DUE' || payment.refund?.status === 'FAILED',
};

/** What the back office may do with a payment now. */
export function actionsFor(payment: Payment): PaymentAction[] {
  return paymentActions.filter((action) => allowed[action](payment));
}

/** The money an action moves: the refund's for a refund, else the payment's. */
export function amountOf({ action, payment }: Pick<PaymentActionRequest, 'action' | 'payment'>): number {
  return action === 'markPaid' ? payment.amount : (payment.refund?.amount ?? payment.amount);
}
