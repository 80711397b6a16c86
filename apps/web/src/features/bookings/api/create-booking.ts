import {
  type Booking,
  type BookingCreateInput,
  bookingSchema,
  type FlightBookingCreateInput,
} from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../idempotency-key';
import { bookingKeys } from './query-keys';

/** What each endpoint books: a stay, or flights. */
type BookingBodies = { '/bookings': BookingCreateInput; '/flight-bookings': FlightBookingCreateInput };

/**
 * POST a booking to `path` with the page's Idempotency-Key, the same one until an answer is final:
 * 201 and the booking, handed to `onBooked`. `create` hands the API's refusals to `onRefused`.
 */
export function useIdempotentBooking<Body>(path: string, onBooked: (booking: Booking) => void) {
  const queryClient = useQueryClient();
  const page = useLocation({ select: (location) => location.href });
  const mutation = useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: Body; idempotencyKey: string }) =>
      apiRequest(path, {
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

  const create = (booking: Body, onRefused?: (error: ApiError) => void) =>
    mutation.mutate(
      { booking, idempotencyKey: idempotencyKeyFor(page) },
      {
        onSuccess: (created) => {
          forgetIdempotencyKey(page);
          onBooked(created);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // An answer is final: a corrected request needs a new key. A lost answer keeps it for the retry.
          if (error.isClientError) forgetIdempotencyKey(page);
          onRefused?.(error);
        },
      },
    );

  return { create, isPending: mutation.isPending, isError: mutation.isError, error: mutation.error };
}

/**
 * POST /api/bookings or /api/flight-bookings: the confirmed booking joins the traveller's trips,
 * and the trip then opens, confirmed.
 */
export function useCreateBooking<Path extends keyof BookingBodies>(path: Path) {
  const navigate = useNavigate();
  return useIdempotentBooking<BookingBodies[Path]>(path, (created) => {
    void navigate({
      to: '/account/trips/$bookingId',
      params: { bookingId: created.id },
      search: { confirmed: true },
      replace: true,
    });
  });
}
