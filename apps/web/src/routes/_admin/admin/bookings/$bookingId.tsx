import type { Booking } from '@madabook/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { platformScope } from '@/features/admin-bookings/bookings-scope';
import { BookingDetailPage } from '@/features/admin-bookings/components/booking-detail-page';
import { BookingPayments } from '@/features/admin-payments/components/booking-payments';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/bookings/$bookingId')({
  loader: () => loadNamespaces('adminBookings', 'adminPayments'),
  component: BookingDetailRoute,
});

function BookingDetailRoute() {
  return (
    <BookingDetailPage
      bookingId={Route.useParams().bookingId}
      scope={platformScope}
      payments={(booking: Booking) => <BookingPayments booking={booking} />}
    />
  );
}
