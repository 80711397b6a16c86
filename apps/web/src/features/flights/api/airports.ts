import { airportSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /api/airports: the network's airports, for the suggestions and the results' city names. */
export const airportsQueryOptions = queryOptions({
  queryKey: ['flights', 'airports'],
  queryFn: ({ signal }) => apiRequest('/airports', { schema: z.array(airportSchema), signal }),
  staleTime: 60 * 60_000,
});
