import { mailStatusSchema } from '@madabook/contracts';
import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

export const mailSearchSchema = tableSearchSchema(
  { fields: ['createdAt', 'to', 'subject', 'status'], default: 'createdAt', defaultOrder: 'desc' },
  { status: mailStatusSchema.optional().catch(undefined) },
);
export type MailSearch = z.infer<typeof mailSearchSchema>;
