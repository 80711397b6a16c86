import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

export const betaAccessSearchSchema = tableSearchSchema({
  fields: ['createdAt', 'email'],
  default: 'createdAt',
  defaultOrder: 'desc',
});
export type BetaAccessSearch = z.infer<typeof betaAccessSearchSchema>;
