import { bookingSchema, myBookingsSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** Where the trips are read, under the API's base path (the pages also name them for their offline copies). */
export const bookingPaths = {
  mine: '/bookings/mine',
  detail: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`,
};

/** GET /api/bookings/mine: the signed-in traveller's trips, upcoming and past. */
export const myBookingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: bookingKeys.mine(userId),
    queryFn: ({ signal }) => apiRequest(bookingPaths.mine, { schema: myBookingsSchema, signal }),
  });

/** GET /api/bookings/{id}: one of the traveller's bookings (404 for anyone else's). */
export const bookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: ({ signal }) => apiRequest(bookingPaths.detail(bookingId), { schema: bookingSchema, signal }),
  });
