import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { hotelListQueryOptions } from '@/features/hotels/api/hotels';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { platformReportsSearchSchema } from '@/features/reports/report-range';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

const hotelChoices = hotelListQueryOptions({ pageSize: 100, sort: 'name', order: 'asc' });

/** Every hotel's room nights, occupancy and revenue together, or one hotel's. */
export const Route = createFileRoute('/_admin/admin/reports')({
  validateSearch: uncheckedSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(hotelChoices);
    return loadNamespaces('adminReports');
  },
  component: AdminReportsRoute,
});

function AdminReportsRoute() {
  const hotels = useQuery(hotelChoices).data?.items ?? [];
  const { search, navigate } = useListSearch(
    platformReportsSearchSchema,
    Route.useSearch(),
    Route.useNavigate(),
  );
  return (
    <ReportsPage
      hotelId={search.hotelId}
      hotelName={hotels.find((hotel) => hotel.id === search.hotelId)?.name}
      search={search}
      onRangeChange={(range) => navigate((previous) => ({ ...previous, ...range }))}
      hotelChoice={{ hotels, onChange: (hotelId) => navigate((previous) => ({ ...previous, hotelId })) }}
    />
  );
}
