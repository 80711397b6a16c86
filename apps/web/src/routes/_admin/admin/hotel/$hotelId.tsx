import type { Hotel, Room } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { HotelPage } from '@/features/hotels/components/hotel-page';
import { useHotelDataChange } from '@/features/hotels/hooks/use-hotel-data-change';
import { TeamCard } from '@/features/partners/components/team-card';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { PhotosCard } from '@/features/photos/components/photos-card';
import { roomsQueryOptions, useRoomPhotosChange } from '@/features/rooms/api/rooms';
import { RoomsCard } from '@/features/rooms/components/rooms-card';
import { loadNamespaces } from '@/lib/i18n';
import { toastApiError } from '@/lib/toasts';

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
  const hotelData = useHotelDataChange(hotelId);
  const roomPhotosChange = useRoomPhotosChange(hotelId);

  return (
    <HotelPage
      hotelId={hotelId}
      amenities={amenities}
      photos={(hotel: Hotel) => (
        <PhotosCard
          owner={{ kind: 'hotel', id: hotel.id }}
          ownerName={hotel.name}
          photos={hotel.photos}
          onPhotosChange={hotelData.photosChange}
        />
      )}
      team={(hotel: Hotel) => (
        <TeamCard property={{ kind: 'HOTEL', id: hotel.id }} propertyName={hotel.name} />
      )}
      rooms={(hotel: Hotel) => (
        <RoomsCard
          hotelId={hotel.id}
          hotelName={hotel.name}
          onRoomsChange={hotelData.refresh}
          calendarFeeds
          roomPhotos={(room: Room) => (
            <PhotoManager
              owner={{ kind: 'room', id: room.id }}
              ownerName={room.name}
              photos={room.photos}
              onPhotosChange={roomPhotosChange(room.id)}
              compact
            />
          )}
        />
      )}
    />
  );
}
