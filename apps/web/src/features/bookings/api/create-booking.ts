import { type Booking, type BookingCreateInput, bookingSchema } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

type CreateBookingInput = { booking: BookingCreateInput; idempotencyKey: string };

/** POST /api/bookings with an Idempotency-Key: 201 and the confirmed booking, at once. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: CreateBookingInput) =>
      apiRequest('/bookings', {
        method: 'POST',
        body: booking,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: bookingSchema,
      }),
    onSuccess: (booking: Booking) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
    },
  });
}
