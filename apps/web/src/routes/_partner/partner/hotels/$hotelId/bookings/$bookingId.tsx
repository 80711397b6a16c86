import type { Booking } from '@madabook/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { BookingBalance } from '@/features/admin-bookings/components/booking-balance';
import { BookingDetailPage } from '@/features/admin-bookings/components/booking-detail-page';
import { loadNamespaces } from '@/lib/i18n';

/** One booking of the hotel, with the front desk's actions (the hotel's booking mails link here). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/bookings/$bookingId')({
  loader: () => loadNamespaces('adminBookings', 'adminFrontDesk', 'stay'),
  component: HotelBookingRoute,
});

function HotelBookingRoute() {
  const { hotelId, bookingId } = Route.useParams();
  return (
    <BookingDetailPage
      bookingId={bookingId}
      scope={{ kind: 'hotel', hotelId }}
      payments={(booking: Booking) => <BookingBalance booking={booking} />}
    />
  );
}
