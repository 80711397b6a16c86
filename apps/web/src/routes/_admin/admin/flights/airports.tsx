import { createFileRoute } from '@tanstack/react-router';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { AirportsPage } from '@/features/admin-flights/components/airports-page';

export const Route = createFileRoute('/_admin/admin/flights/airports')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(airportsQueryOptions());
  },
  component: AirportsPage,
});
