import { dashboardSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/dashboard: the figures a manager reads first, and the latest changes. */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => apiRequest('/admin/dashboard', { schema: dashboardSchema, signal }),
  // A figure a minute old is still the figure; coming back to the page refreshes it.
  staleTime: 60_000,
});
