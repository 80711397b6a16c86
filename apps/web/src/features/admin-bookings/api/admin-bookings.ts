import { bookingPageSchema, bookingSchema, hotelPageSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/list-query-options';
import { useApiMutation } from '@/lib/use-api-mutation';
import type { BookingsSearch } from '../bookings-search';

const bookingsQueryKey = ['admin', 'bookings'] as const;
/** The payments list: a cancellation may owe a refund. */
const paymentsQueryKey = ['admin', 'payments'] as const;

/** GET /api/admin/bookings: one page, filtered. */
export function bookingsQueryOptions(search: BookingsSearch) {
  return listQueryOptions([...bookingsQueryKey, 'list'], '/admin/bookings', search, bookingPageSchema);
}

/** GET /api/bookings/{id}: an admin may read anyone's booking. */
export function bookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'detail', bookingId],
    queryFn: ({ signal }) =>
      apiRequest(`/bookings/${encodeURIComponent(bookingId)}`, { schema: bookingSchema, signal }),
  });
}

/** GET /api/admin/hotels: the hotels a booking list can be narrowed to (the first hundred, by name). */
export const hotelChoicesQueryOptions = listQueryOptions(
  ['admin', 'hotels', 'choices'],
  '/admin/hotels',
  { pageSize: 100, sort: 'name', order: 'asc' },
  hotelPageSchema,
);

/** POST /api/admin/bookings/{id}/cancel: on the guest's behalf, whatever the deadline. */
export function useCancelBooking() {
  const { t } = useTranslation('adminBookings');
  return useApiMutation({
    mutationFn: (bookingId: string) =>
      apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}/cancel`, {
        method: 'POST',
        schema: bookingSchema,
      }),
    success: (booking) => t('toasts.cancelled', { reference: booking.reference }),
    invalidates: [bookingsQueryKey, paymentsQueryKey],
  });
}
