import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import { bookingPaths, bookingQueryOptions } from '@/features/bookings/api/bookings';
import { bookingKeys } from '@/features/bookings/api/query-keys';
import { FlightTripPage } from '@/features/bookings/components/trips/flight-trip-page';
import { TripPage } from '@/features/bookings/components/trips/trip-page';
import { OfflineNote } from '@/features/offline/offline-note';
import { loadNamespaces } from '@/lib/i18n';
import { orNotFound } from '@/lib/or-not-found';
import { looseParam } from '@/lib/url-params';

/**
 * `confirmed`: arriving straight from Confirm, the page opens with the confirmation. `payment` (and
 * `cancelled=1`): back from Orange Money's page, the payment it was about.
 */
const tripSearchSchema = z.object({
  confirmed: z.boolean().optional().catch(undefined),
  payment: looseParam,
  cancelled: looseParam,
});

export const Route = createFileRoute('/_authenticated/account/trips/$bookingId/')({
  validateSearch: tripSearchSchema,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      orNotFound(queryClient.ensureQueryData(bookingQueryOptions(params.bookingId))),
      loadNamespaces('trips', 'booking', 'flightBooking', 'stay', 'payments'),
    ]),
  component: TripRoute,
});

function TripRoute() {
  const { bookingId } = Route.useParams();
  const { confirmed = false, payment, cancelled } = Route.useSearch();
  const navigate = Route.useNavigate();
  const booking = useSuspenseQuery(bookingQueryOptions(bookingId)).data;
  // The page reads a provider's return once; reloaded, it shows the trip as it then stands.
  useEffect(() => {
    if (payment !== undefined) void navigate({ search: ({ confirmed }) => ({ confirmed }), replace: true });
  }, [payment, navigate]);
  const paymentReturn =
    payment === undefined ? undefined : { paymentId: String(payment), cancelled: cancelled !== undefined };
  const Page = booking.kind === 'FLIGHT' ? FlightTripPage : TripPage;
  const offline = [{ path: bookingPaths.detail(bookingId), queryKey: bookingKeys.detail(bookingId) }];
  return (
    <Page
      booking={booking}
      confirmed={confirmed}
      paymentReturn={paymentReturn}
      notice={<OfflineNote subject="trip" data={offline} />}
    />
  );
}
