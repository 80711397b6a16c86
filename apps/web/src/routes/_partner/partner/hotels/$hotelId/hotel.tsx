import { type Hotel, hotelRoleAllows, type Room } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { HotelPage } from '@/features/hotels/components/hotel-page';
import { useHotelDataChange } from '@/features/hotels/hooks/use-hotel-data-change';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { useCurrentProperty } from '@/features/partners/components/partner-nav';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { PhotosCard } from '@/features/photos/components/photos-card';
import { roomsQueryOptions, useRoomPhotosChange } from '@/features/rooms/api/rooms';
import { RoomsCard } from '@/features/rooms/components/rooms-card';

/** The hotel as travellers see it, kept by its owners and managers: details, photos, rooms. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/hotel')({
  loader: ({ context: { queryClient }, params: { hotelId } }) => {
    void queryClient.prefetchQuery(roomsQueryOptions(hotelId, 'partner'));
    void queryClient.prefetchQuery(amenitiesQueryOptions);
  },
  component: PartnerHotelRoute,
});

function PartnerHotelRoute() {
  const { hotelId } = Route.useParams();
  const amenities = useQuery(amenitiesQueryOptions).data;
  const hotelData = useHotelDataChange(hotelId);
  const roomPhotosChange = useRoomPhotosChange(hotelId);
  const role = useCurrentProperty(useQuery(propertiesQueryOptions).data).hotel?.role;
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
      rooms={(hotel: Hotel) => (
        <RoomsCard
          hotelId={hotel.id}
          hotelName={hotel.name}
          onRoomsChange={hotelData.refresh}
          calendarFeeds={role !== undefined && hotelRoleAllows(role, 'rooms')}
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
