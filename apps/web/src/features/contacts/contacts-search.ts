import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

export const contactsSearchSchema = tableSearchSchema({
  fields: ['createdAt', 'name', 'email'],
  default: 'createdAt',
  defaultOrder: 'desc',
});
export type ContactsSearch = z.infer<typeof contactsSearchSchema>;
