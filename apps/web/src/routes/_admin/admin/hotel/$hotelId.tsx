import type { Hotel } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { HotelPage } from '@/features/hotels/components/hotel-page';
import { TeamCard } from '@/features/partners/components/team-card';
import { roomsQueryOptions } from '@/features/rooms/api/rooms';
import { loadNamespaces } from '@/lib/i18n';
import { toastApiError } from '@/lib/toasts';
import { useHotelGalleries } from '@/routes/-shared/hotel-galleries';

/** The spec's hotel page: the hotel is read before it shows; if it cannot be, back to the list. */
export const Route = createFileRoute('/_admin/admin/hotel/$hotelId')({
  loader: async ({ context: { queryClient }, params: { hotelId }, preload }) => {
    void queryClient.prefetchQuery(roomsQueryOptions(hotelId));
    void queryClient.prefetchQuery(amenitiesQueryOptions);
    const texts = loadNamespaces(
      'adminHotels',
      'adminRooms',
      'adminPhotos',
      'adminOccupancy',
      'adminAmenities',
      'adminPartner',
    );
    try {
      await queryClient.ensureQueryData({ ...hotelQueryOptions(hotelId), revalidateIfStale: true });
    } catch (error) {
      // A hover that preloads the page says nothing; the visit itself will.
      if (preload) throw error;
      toastApiError(error);
      throw redirect({ to: '/admin/hotels' });
    }
    await texts;
  },
  component: HotelRoute,
});

function HotelRoute() {
  const { hotelId } = Route.useParams();
  const amenities = useQuery(amenitiesQueryOptions).data;
  const galleries = useHotelGalleries(hotelId, { calendarFeeds: true });
  return (
    <HotelPage
      hotelId={hotelId}
      amenities={amenities}
      {...galleries}
      team={(hotel: Hotel) => (
        <TeamCard property={{ kind: 'HOTEL', id: hotel.id }} propertyName={hotel.name} />
      )}
    />
  );
}
