import { adminPaymentListQuerySchema } from '@madabook/contracts';
import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

const filter = adminPaymentListQuerySchema.shape;

/** The payments list's URL: the search text, status, method and refund status, newest first by default. */
export const paymentsSearchSchema = tableSearchSchema(
  { fields: ['createdAt'], default: 'createdAt', defaultOrder: 'desc' },
  {
    status: filter.status.catch(undefined),
    method: filter.method.catch(undefined),
    refund: filter.refund.catch(undefined),
  },
);
export type PaymentsSearch = z.infer<typeof paymentsSearchSchema>;
