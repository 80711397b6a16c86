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
 * POST /api/bookings or /api/flight-bookings with the page's Idempotency-Key: 201 and the confirmed
 * booking, which joins the traveller's trips; the trip then opens, confirmed. `create` hands the
 * API's refusals to `onRefused`.
 */
export function useCreateBooking<Path extends keyof BookingBodies>(path: Path) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const page = useLocation({ select: (location) => location.href });
  const mutation = useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: BookingBodies[Path]; idempotencyKey: string }) =>
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

  const create = (booking: BookingBodies[Path], onRefused?: (error: ApiError) => void) =>
    mutation.mutate(
      { booking, idempotencyKey: idempotencyKeyFor(page) },
      {
        onSuccess: (created) => {
          forgetIdempotencyKey(page);
          void navigate({
            to: '/account/trips/$bookingId',
            params: { bookingId: created.id },
            search: { confirmed: true },
            replace: true,
          });
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
