import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { loadPartnerHotel } from '@/features/partners/api/partner-hotel';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { reportsSearchSchema } from '@/features/reports/report-range';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

/** The hotel's room nights, occupancy and revenue over a range of nights (owners and managers). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/reports')({
  validateSearch: uncheckedSearch,
  loader: ({ context: { queryClient }, params: { hotelId } }) =>
    Promise.all([loadNamespaces('adminReports'), loadPartnerHotel(queryClient, hotelId)]),
  component: PartnerReportsRoute,
});

function PartnerReportsRoute() {
  const { hotelId } = Route.useParams();
  const hotel = useQuery(hotelQueryOptions(hotelId, 'partner')).data;
  const { search, navigate } = useListSearch(reportsSearchSchema, Route.useSearch(), Route.useNavigate());
  return (
    <ReportsPage
      hotelId={hotelId}
      hotelName={hotel?.name}
      search={search}
      onRangeChange={(range) => navigate(() => range)}
    />
  );
}
