import { amenitySchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /api/hotel-amenities: what the filters offer. */
export const amenitiesQueryOptions = queryOptions({
  queryKey: ['search', 'amenities'],
  queryFn: ({ signal }) => apiRequest('/hotel-amenities', { schema: z.array(amenitySchema), signal }),
  staleTime: 5 * 60_000,
});
