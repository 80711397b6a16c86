import { adminPaymentPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { PaymentsSearch } from '../payments-search';
import { adminPaymentsKey } from './query-keys';

/** GET /api/admin/payments: one page, searched and filtered, with each payment's refund and raw events. */
export function paymentsQueryOptions(search: PaymentsSearch) {
  return listQueryOptions([...adminPaymentsKey, 'list'], '/admin/payments', search, adminPaymentPageSchema);
}
