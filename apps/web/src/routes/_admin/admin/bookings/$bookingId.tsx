import { createFileRoute } from '@tanstack/react-router';
import { BookingDetailPage } from '@/features/admin-bookings/components/booking-detail-page';

export const Route = createFileRoute('/_admin/admin/bookings/$bookingId')({
  component: BookingDetailRoute,
});

function BookingDetailRoute() {
  return <BookingDetailPage bookingId={Route.useParams().bookingId} />;
}
