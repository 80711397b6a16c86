import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { bookingsSearchSchema } from '@/features/admin-bookings/bookings-search';
import { BookingsPage } from '@/features/admin-bookings/components/bookings-page';

export const Route = createFileRoute('/_admin/admin/bookings/')({
  validateSearch: bookingsSearchSchema,
  search: searchWithoutDefaults(bookingsSearchSchema),
  component: BookingsRoute,
});

function BookingsRoute() {
  const navigate = Route.useNavigate();
  return <BookingsPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
