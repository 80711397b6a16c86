import { citySchema, type HotelListQuery, hotelPageSchema, hotelSchema } from '@madabook/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea } from '@/lib/back-office-area';
import { hotelKeys } from './query-keys';

function queryString(query: HotelListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/admin/hotels: a page of hotels, archived ones included, searched, filtered and sorted. */
export function hotelListQueryOptions(query: HotelListQuery) {
  return queryOptions({
    queryKey: hotelKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/hotels?${queryString(query)}`, { schema: hotelPageSchema, signal }),
    // The previous page stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/hotels/{id} (or /api/partner/hotels/{id}): the hotel with every field, as its back office sees it. */
export function hotelQueryOptions(id: string, area: BackOfficeArea = 'admin') {
  return queryOptions({
    queryKey: hotelKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(areaPath(area, `/hotels/${encodeURIComponent(id)}`), { schema: hotelSchema, signal }),
  });
}

/** GET /api/search/cities: the cities hotels are in, for the list's city filter. */
export const hotelCitiesQueryOptions = queryOptions({
  queryKey: hotelKeys.cities,
  queryFn: ({ signal }) => apiRequest('/search/cities', { schema: z.array(citySchema), signal }),
  staleTime: 5 * 60_000,
});
