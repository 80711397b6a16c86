import { frontDeskSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { frontDeskKey } from './query-keys';

/** GET /api/partner/hotels/{id}/front-desk?date=: the day's arrivals, guests in the house and departures. */
export function frontDeskQueryOptions(hotelId: string, date: string) {
  return queryOptions({
    queryKey: frontDeskKey(hotelId, date),
    queryFn: ({ signal }) =>
      apiRequest(`/partner/hotels/${encodeURIComponent(hotelId)}/front-desk${toQueryString({ date })}`, {
        schema: frontDeskSchema,
        signal,
      }),
    // Guests book online and colleagues act on other phones: the desk reads its day again every minute.
    refetchInterval: 60_000,
  });
}
