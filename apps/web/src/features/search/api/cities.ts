import { citySchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /api/search/cities: the destinations that have hotels, most hotels first. */
export const citiesQueryOptions = queryOptions({
  queryKey: ['search', 'cities'],
  queryFn: ({ signal }) => apiRequest('/search/cities', { schema: z.array(citySchema), signal }),
  staleTime: 5 * 60_000,
});
