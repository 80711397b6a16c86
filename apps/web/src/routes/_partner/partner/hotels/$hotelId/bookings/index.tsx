import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { bookingsSearchSchema } from '@/features/admin-bookings/bookings-search';
import { BookingsPage } from '@/features/admin-bookings/components/bookings-page';
import { BookingMailsSetting } from '@/features/partners/components/booking-mails-setting';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

/** The hotel's bookings, the back office's list in its scope, with each owner's or manager's booking mails. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/bookings/')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminBookings'),
  component: HotelBookingsRoute,
});

function HotelBookingsRoute() {
  const { hotelId } = Route.useParams();
  const { search, navigate } = useListSearch(bookingsSearchSchema, Route.useSearch(), Route.useNavigate());
  return (
    <BookingsPage
      scope={{ kind: 'hotel', hotelId }}
      search={search}
      navigate={navigate}
      settings={<BookingMailsSetting hotelId={hotelId} />}
    />
  );
}
