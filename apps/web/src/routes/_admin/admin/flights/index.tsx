import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { airportsQueryOptions } from '@/features/admin-flights/api/airports';
import { departuresQueryOptions } from '@/features/admin-flights/api/departures';
import { DeparturesPage } from '@/features/admin-flights/components/departures-page';
import { departureListQuery, departuresSearchSchema } from '@/features/admin-flights/flights-search';
import { uncheckedSearch } from '@/lib/url-params';

/** /admin/flights: the departures, the section an admin opens most. */
export const Route = createFileRoute('/_admin/admin/flights/')({
  validateSearch: uncheckedSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(
      departuresQueryOptions(departureListQuery(departuresSearchSchema.parse(deps))),
    );
    void queryClient.prefetchQuery(airportsQueryOptions());
  },
  component: DeparturesRoute,
});

function DeparturesRoute() {
  const { search, navigate } = useListSearch(departuresSearchSchema, Route.useSearch(), Route.useNavigate());
  return <DeparturesPage search={search} navigate={navigate} />;
}
