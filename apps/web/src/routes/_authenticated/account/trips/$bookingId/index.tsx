import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { bookingQueryOptions } from '@/features/bookings/api/bookings';
import { FlightTripPage } from '@/features/bookings/components/trips/flight-trip-page';
import { TripPage } from '@/features/bookings/components/trips/trip-page';
import { loadNamespaces } from '@/lib/i18n';
import { orNotFound } from '@/lib/or-not-found';

/** `confirmed`: arriving straight from Confirm, the page opens with the confirmation. */
const tripSearchSchema = z.object({ confirmed: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/account/trips/$bookingId/')({
  validateSearch: tripSearchSchema,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      orNotFound(queryClient.ensureQueryData(bookingQueryOptions(params.bookingId))),
      loadNamespaces('trips', 'booking', 'flightBooking', 'stay'),
    ]),
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
