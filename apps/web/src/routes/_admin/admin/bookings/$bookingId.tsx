import { createFileRoute } from '@tanstack/react-router';
import { BookingDetailPage } from '@/features/admin-bookings/components/booking-detail-page';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/bookings/$bookingId')({
  loader: () => loadNamespaces('adminBookings'),
  component: BookingDetailRoute,
});

function BookingDetailRoute() {
  return <BookingDetailPage bookingId={Route.useParams().bookingId} />;
}
