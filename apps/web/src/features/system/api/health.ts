import { healthSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/health: is the API process answering? */
export const healthQueryOptions = queryOptions({
  queryKey: ['system', 'health'],
  queryFn: ({ signal }) => apiRequest('/health', { schema: healthSchema, signal }),
});
