import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { auditSearchSchema } from '@/features/audit/audit-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';
import { PropertyActivity } from '../../-property-activity';

/** Who changed what in the hotel (its owners). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/activity')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminAudit'),
  component: HotelActivityRoute,
});

function HotelActivityRoute() {
  const { hotelId } = Route.useParams();
  const { search, navigate } = useListSearch(auditSearchSchema, Route.useSearch(), Route.useNavigate());
  return <PropertyActivity property={{ kind: 'HOTEL', id: hotelId }} search={search} navigate={navigate} />;
}
