import { type Booking, bookingSchema, type FlightBookingCreateInput } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@/features/bookings/api/query-keys';
import { apiRequest } from '@/lib/api-client';

type CreateFlightBookingInput = { booking: FlightBookingCreateInput; idempotencyKey: string };

/**
 * POST /api/flight-bookings with an Idempotency-Key: 201 and the confirmed booking, which joins the
 * traveller's trips (the booking core's queries).
 */
export function useCreateFlightBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: CreateFlightBookingInput) =>
      apiRequest('/flight-bookings', {
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
