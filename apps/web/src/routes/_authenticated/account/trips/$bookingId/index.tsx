import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { bookingQueryOptions } from '@/features/bookings/api/bookings';
import { FlightTripPage } from '@/features/bookings/components/trips/flight-trip-page';
import { TripPage } from '@/features/bookings/components/trips/trip-page';
import { orNotFound } from '@/lib/or-not-found';

/** `confirmed`: arriving straight from Confirm, the page opens with the confirmation. */
const tripSearchSchema = z.object({ confirmed: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/account/trips/$bookingId/')({
  validateSearch: tripSearchSchema,
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(queryClient.ensureQueryData(bookingQueryOptions(params.bookingId))),
  component: TripRoute,
});

function TripRoute() {
  const { bookingId } = Route.useParams();
  const { confirmed = false } = Route.useSearch();
  const booking = useSuspenseQuery(bookingQueryOptions(bookingId)).data;
  return booking.kind === 'FLIGHT' ? (
    <FlightTripPage booking={booking} confirmed={confirmed} />
  ) : (
    <TripPage booking={booking} confirmed={confirmed} />
  );
}
