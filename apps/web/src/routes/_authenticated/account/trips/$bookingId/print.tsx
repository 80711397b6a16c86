import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueryOptions } from '@/features/bookings/api/bookings';
import { TripPrintPage } from '@/features/bookings/components/trips/print/trip-print-page';
import { orNotFound } from '@/lib/or-not-found';

/** The printable e-ticket (a flight) or voucher (a stay) of one of the traveller's bookings. */
export const Route = createFileRoute('/_authenticated/account/trips/$bookingId/print')({
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(queryClient.ensureQueryData(bookingQueryOptions(params.bookingId))),
  component: PrintRoute,
});

function PrintRoute() {
  const { bookingId } = Route.useParams();
  const booking = useSuspenseQuery(bookingQueryOptions(bookingId)).data;
  return <TripPrintPage booking={booking} />;
}
