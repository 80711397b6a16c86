import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '@/features/bookings/components/trips/trips-page';

export const Route = createFileRoute('/_authenticated/account/trips/')({
  component: TripsRoute,
});

function TripsRoute() {
  const { session } = Route.useRouteContext();
  return <TripsPage userId={session.user.id} />;
}
