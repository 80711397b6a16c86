import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { bookingsSearchSchema } from '@/features/admin-bookings/bookings-search';
import { BookingsPage } from '@/features/admin-bookings/components/bookings-page';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

/** The airline's bookings: the journeys with one of its flights, the back office's list in its scope. */
export const Route = createFileRoute('/_partner/partner/airlines/$code/bookings')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminBookings'),
  component: AirlineBookingsRoute,
});

function AirlineBookingsRoute() {
  const { code } = Route.useParams();
  const { search, navigate } = useListSearch(bookingsSearchSchema, Route.useSearch(), Route.useNavigate());
  return <BookingsPage scope={{ kind: 'airline', code }} search={search} navigate={navigate} />;
}
