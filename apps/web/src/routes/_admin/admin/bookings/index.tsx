import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { platformScope } from '@/features/admin-bookings/bookings-scope';
import { bookingsSearchSchema } from '@/features/admin-bookings/bookings-search';
import { BookingsPage } from '@/features/admin-bookings/components/bookings-page';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/bookings/')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminBookings'),
  component: BookingsRoute,
});

function BookingsRoute() {
  const { search, navigate } = useListSearch(bookingsSearchSchema, Route.useSearch(), Route.useNavigate());
  return <BookingsPage scope={platformScope} search={search} navigate={navigate} />;
}
