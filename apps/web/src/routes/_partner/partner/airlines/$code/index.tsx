import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { departuresQueryOptions } from '@/features/admin-flights/api/departures';
import { DeparturesPage } from '@/features/admin-flights/components/departures-page';
import { departureListQuery, departuresSearchSchema } from '@/features/admin-flights/flights-search';
import { uncheckedSearch } from '@/lib/url-params';
import { loadFlightTexts, usePageAirline } from './-page-airline';

/** The airline's first page: its departures, their load factors, new times and cancellations (owners and managers). */
export const Route = createFileRoute('/_partner/partner/airlines/$code/')({
  validateSearch: uncheckedSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { code }, deps }) => {
    void queryClient.prefetchQuery(
      departuresQueryOptions(departureListQuery(departuresSearchSchema.parse(deps)), 'partner', code),
    );
    void queryClient.prefetchQuery(airportsQueryOptions('partner'));
    await loadFlightTexts();
  },
  component: AirlineDeparturesRoute,
});

function AirlineDeparturesRoute() {
  const { code } = Route.useParams();
  const airline = usePageAirline(code);
  const { search, navigate } = useListSearch(departuresSearchSchema, Route.useSearch(), Route.useNavigate());
  return <DeparturesPage search={search} navigate={navigate} airline={airline} />;
}
