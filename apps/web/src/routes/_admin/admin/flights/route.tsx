import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FlightsLayout } from '@/features/admin-flights/components/flights-layout';

export const Route = createFileRoute('/_admin/admin/flights')({
  component: FlightsRoute,
});

function FlightsRoute() {
  return (
    <FlightsLayout>
      <Outlet />
    </FlightsLayout>
  );
}
