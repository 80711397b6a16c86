import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DeskBookingPage } from '@/features/bookings/components/desk/desk-booking-page';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { loadNamespaces } from '@/lib/i18n';

/** A booking the hotel takes for a guest who called, came in or wrote; it opens once made. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/bookings/new')({
  loader: () => loadNamespaces('adminFrontDesk', 'booking', 'hotel', 'stay'),
  component: NewHotelBookingRoute,
});

function NewHotelBookingRoute() {
  const { hotelId } = Route.useParams();
  const navigate = useNavigate();
  const hotel = useQuery(propertiesQueryOptions).data?.hotels.find((candidate) => candidate.id === hotelId);
  return (
    <DeskBookingPage
      hotelId={hotelId}
      hotelName={hotel?.name ?? ''}
      onBooked={(booking) =>
        void navigate({
          to: '/partner/hotels/$hotelId/bookings/$bookingId',
          params: { hotelId, bookingId: booking.id },
          replace: true,
        })
      }
    />
  );
}
