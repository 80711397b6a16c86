import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FlightsLayout } from '@/features/admin-flights/components/flights-layout';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/flights')({
  loader: () => loadNamespaces('adminFlights'),
  component: FlightsRoute,
});

function FlightsRoute() {
  return (
    <FlightsLayout>
      <Outlet />
    </FlightsLayout>
  );
}
