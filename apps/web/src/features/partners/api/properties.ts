import { propertiesSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partnerKeys } from './query-keys';

/** GET /api/partner/properties: the signed-in account's hotels and airlines, with its role in each. */
export const propertiesQueryOptions = queryOptions({
  queryKey: partnerKeys.properties,
  queryFn: ({ signal }) => apiRequest('/partner/properties', { schema: propertiesSchema, signal }),
  staleTime: 60_000,
});
