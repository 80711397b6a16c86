import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { bookingPaths, bookingQueryOptions } from '@/features/bookings/api/bookings';
import { bookingKeys } from '@/features/bookings/api/query-keys';
import { TripPrintPage } from '@/features/bookings/components/trips/print/trip-print-page';
import { OfflineNote } from '@/features/offline/offline-note';
import { loadNamespaces } from '@/lib/i18n';
import { orNotFound } from '@/lib/or-not-found';

/** The printable e-ticket (a flight) or voucher (a stay) of one of the traveller's bookings. */
export const Route = createFileRoute('/_authenticated/account/trips/$bookingId/print')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      orNotFound(queryClient.ensureQueryData(bookingQueryOptions(params.bookingId))),
      loadNamespaces('trips', 'booking', 'flightBooking', 'stay'),
    ]),
  component: PrintRoute,
});

function PrintRoute() {
  const { bookingId } = Route.useParams();
  const booking = useSuspenseQuery(bookingQueryOptions(bookingId)).data;
  const offline = [{ path: bookingPaths.detail(bookingId), queryKey: bookingKeys.detail(bookingId) }];
  return <TripPrintPage booking={booking} notice={<OfflineNote subject="trip" data={offline} />} />;
}
