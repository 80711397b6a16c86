import { adminPaymentPageSchema, paymentEventPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { PaymentsSearch } from '../payments-search';
import { adminPaymentsKey } from './query-keys';

/** GET /api/admin/payments: one page, searched and filtered, with each payment's refund and raw events. */
export function paymentsQueryOptions(search: PaymentsSearch) {
  return listQueryOptions([...adminPaymentsKey, 'list'], '/admin/payments', search, adminPaymentPageSchema);
}

/** GET /api/admin/payments/unmatched-events: the latest notifications that matched no payment, raw. */
export function unmatchedEventsQueryOptions() {
  return listQueryOptions(
    [...adminPaymentsKey, 'unmatched'],
    '/admin/payments/unmatched-events',
    { pageSize: 20 },
    paymentEventPageSchema,
  );
}
