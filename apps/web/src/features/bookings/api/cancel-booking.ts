import { type Booking, bookingSchema } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** POST /api/bookings/{id}/cancel, while the free cancellation lasts (409 BOOKING_NOT_CANCELLABLE after). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
        method: 'POST',
        schema: bookingSchema,
      }),
    onSuccess: (booking: Booking) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
    },
    // Refused: the booking changed meanwhile (its deadline passed); show it as it is now.
    onError: (_error, bookingId) =>
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}
