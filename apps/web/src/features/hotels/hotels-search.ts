import { hotelSortFields, hotelTierSchema } from '@madabook/contracts';
import { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

/** `/admin/hotels` in the URL: the table's page, search and sort, and the list's filters. */
export const hotelsSearchSchema = tableSearchSchema(
  { fields: hotelSortFields, default: 'name' },
  {
    city: z.string().trim().min(1).max(80).optional().catch(undefined),
    tier: hotelTierSchema.optional().catch(undefined),
    archived: z.enum(['true', 'false']).optional().catch(undefined),
  },
);
export type HotelsSearch = z.infer<typeof hotelsSearchSchema>;
