import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { airlinesQueryOptions } from '@/features/admin-flights/api/airlines';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { schedulesQueryOptions } from '@/features/admin-flights/api/schedules';
import { SchedulesPage } from '@/features/admin-flights/components/schedules-page';
import { scheduleListQuery, schedulesSearchSchema } from '@/features/admin-flights/flights-search';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/flights/schedules')({
  validateSearch: uncheckedSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(
      schedulesQueryOptions(scheduleListQuery(schedulesSearchSchema.parse(deps))),
    );
    void queryClient.prefetchQuery(airportsQueryOptions());
    void queryClient.prefetchQuery(airlinesQueryOptions);
  },
  component: SchedulesRoute,
});

function SchedulesRoute() {
  const { search, navigate } = useListSearch(schedulesSearchSchema, Route.useSearch(), Route.useNavigate());
  return <SchedulesPage search={search} navigate={navigate} />;
}
