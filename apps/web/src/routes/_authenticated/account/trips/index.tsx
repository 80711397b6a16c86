import { createFileRoute } from '@tanstack/react-router';
import { bookingPaths } from '@/features/bookings/api/bookings';
import { bookingKeys } from '@/features/bookings/api/query-keys';
import { TripsPage } from '@/features/bookings/components/trips/trips-page';
import { OfflineNote } from '@/features/offline/offline-note';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_authenticated/account/trips/')({
  loader: () => loadNamespaces('trips', 'flightBooking', 'stay', 'payments'),
  component: TripsRoute,
});

function TripsRoute() {
  const { session } = Route.useRouteContext();
  const userId = session.user.id;
  const offline = [{ path: bookingPaths.mine, queryKey: bookingKeys.mine(userId) }];
  return <TripsPage userId={userId} notice={<OfflineNote subject="trips" data={offline} />} />;
}
