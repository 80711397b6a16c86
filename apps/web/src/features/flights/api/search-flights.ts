import { flightSearchResultSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { FlightSearch } from '../flight-search-params';

/**
 * GET /api/flights/search: the offers of each leg. Their prices hold for half an hour; after five
 * minutes a return to the page asks again, and choices made by itinerary survive the new offer ids.
 */
export const flightSearchQueryOptions = (search: FlightSearch) =>
  queryOptions({
    queryKey: ['flights', 'search', search],
    queryFn: ({ signal }) =>
      apiRequest(`/flights/search${toQueryString(search)}`, { schema: flightSearchResultSchema, signal }),
    staleTime: 5 * 60_000,
  });
