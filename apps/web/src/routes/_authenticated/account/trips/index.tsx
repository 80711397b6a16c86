import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '@/features/bookings/components/trips/trips-page';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_authenticated/account/trips/')({
  loader: () => loadNamespaces('trips', 'flightBooking', 'stay', 'payments'),
  component: TripsRoute,
});

function TripsRoute() {
  const { session } = Route.useRouteContext();
  return <TripsPage userId={session.user.id} />;
}
