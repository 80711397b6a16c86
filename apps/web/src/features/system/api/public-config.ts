import { publicConfigSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/config: settings the server fixes at start-up (the under-construction switch among them).
 * Read before every route loads, so a failure must not wait for the retries' back-off: one try only.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['system', 'config'],
  queryFn: ({ signal }) => apiRequest('/config', { schema: publicConfigSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
