import { hotelAvailabilitySchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { bookingKeys } from './query-keys';

/** GET /api/hotels/{id}/availability: each room type with its price and the rooms left for the whole stay. */
export const availabilityQueryOptions = (hotelId: string, checkIn: string, checkOut: string) =>
  queryOptions({
    queryKey: bookingKeys.availability(hotelId, checkIn, checkOut),
    queryFn: ({ signal }) =>
      apiRequest(
        `/hotels/${encodeURIComponent(hotelId)}/availability${toQueryString({ checkIn, checkOut })}`,
        {
          schema: hotelAvailabilitySchema,
          signal,
        },
      ),
  });
