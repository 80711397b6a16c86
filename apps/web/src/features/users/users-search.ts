import { roleSchema } from '@madabook/contracts';
import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

/** The users list's URL: search by email or name, role, sort, page. */
export const usersSearchSchema = tableSearchSchema(
  { fields: ['createdAt', 'email', 'name'], default: 'createdAt', defaultOrder: 'desc' },
  { role: roleSchema.optional().catch(undefined) },
);
export type UsersSearch = z.infer<typeof usersSearchSchema>;
