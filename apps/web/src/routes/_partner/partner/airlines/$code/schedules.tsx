import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { schedulesQueryOptions } from '@/features/admin-flights/api/schedules';
import { SchedulesPage } from '@/features/admin-flights/components/schedules-page';
import { scheduleListQuery, schedulesSearchSchema } from '@/features/admin-flights/flights-search';
import { uncheckedSearch } from '@/lib/url-params';
import { loadFlightTexts, usePageAirline } from './-page-airline';

/** The airline's schedules, from which its departures are made: create, change, delete (owners and managers). */
export const Route = createFileRoute('/_partner/partner/airlines/$code/schedules')({
  validateSearch: uncheckedSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { code }, deps }) => {
    void queryClient.prefetchQuery(
      schedulesQueryOptions(scheduleListQuery(schedulesSearchSchema.parse(deps)), 'partner', code),
    );
    void queryClient.prefetchQuery(airportsQueryOptions('partner'));
    await loadFlightTexts();
  },
  component: AirlineSchedulesRoute,
});

function AirlineSchedulesRoute() {
  const { code } = Route.useParams();
  const airline = usePageAirline(code);
  const { search, navigate } = useListSearch(schedulesSearchSchema, Route.useSearch(), Route.useNavigate());
  return <SchedulesPage search={search} navigate={navigate} airline={airline} />;
}
