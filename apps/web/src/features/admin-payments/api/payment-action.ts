import { adminPaymentSchema, type Payment } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import type { PaymentAction, PaymentActionRequest } from '../payment-actions';
import { adminBookingsKey, adminPaymentsKey } from './query-keys';

function refundPath(payment: Payment, step: string) {
  if (!payment.refund) throw new Error(`Payment ${payment.id} has no refund`);
  return `/admin/refunds/${encodeURIComponent(payment.refund.id)}/${step}`;
}

const paths: Record<PaymentAction, (payment: Payment) => string> = {
  markPaid: (payment) => `/admin/payments/${encodeURIComponent(payment.id)}/mark-paid`,
  markRefunded: (payment) => refundPath(payment, 'mark-refunded'),
};

/** POST /api/admin/payments/{id}/mark-paid or /api/admin/refunds/{id}/mark-refunded: answers the payment as it now stands. */
export function usePaymentAction() {
  const { t } = useTranslation('adminPayments');
  return useApiMutation({
    mutationFn: ({ action, payment }: PaymentActionRequest) =>
      apiRequest(paths[action](payment), { method: 'POST', schema: adminPaymentSchema }),
    success: (_updated, { action, reference }) => t(`toasts.${action}`, { reference }),
    invalidates: [adminPaymentsKey, adminBookingsKey],
  });
}
