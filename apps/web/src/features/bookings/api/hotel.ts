import { publicHotelSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** GET /api/hotels/by-slug/{slug}: the hotel a traveller reads and books (404 when unknown or archived). */
export const hotelBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: bookingKeys.hotel(slug),
    queryFn: ({ signal }) =>
      apiRequest(`/hotels/by-slug/${encodeURIComponent(slug)}`, { schema: publicHotelSchema, signal }),
    staleTime: 60_000,
  });
