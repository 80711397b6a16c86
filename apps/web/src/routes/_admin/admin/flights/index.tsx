import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { departuresQueryOptions } from '@/features/admin-flights/api/departures';
import { DeparturesPage } from '@/features/admin-flights/components/departures-page';
import { departureListQuery, departuresSearchSchema } from '@/features/admin-flights/flights-search';

/** /admin/flights: the departures, the section an admin opens most. */
export const Route = createFileRoute('/_admin/admin/flights/')({
  validateSearch: departuresSearchSchema,
  search: searchWithoutDefaults(departuresSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(departuresQueryOptions(departureListQuery(deps)));
    void queryClient.prefetchQuery(airportsQueryOptions);
  },
  component: DeparturesRoute,
});

function DeparturesRoute() {
  const navigate = Route.useNavigate();
  return <DeparturesPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
