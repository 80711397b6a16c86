import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { airlinesQueryOptions } from '@/features/admin-flights/api/airlines';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { schedulesQueryOptions } from '@/features/admin-flights/api/schedules';
import { SchedulesPage } from '@/features/admin-flights/components/schedules-page';
import { scheduleListQuery, schedulesSearchSchema } from '@/features/admin-flights/flights-search';

export const Route = createFileRoute('/_admin/admin/flights/schedules')({
  validateSearch: schedulesSearchSchema,
  search: searchWithoutDefaults(schedulesSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(schedulesQueryOptions(scheduleListQuery(deps)));
    void queryClient.prefetchQuery(airportsQueryOptions);
    void queryClient.prefetchQuery(airlinesQueryOptions);
  },
  component: SchedulesRoute,
});

function SchedulesRoute() {
  const navigate = Route.useNavigate();
  return <SchedulesPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
