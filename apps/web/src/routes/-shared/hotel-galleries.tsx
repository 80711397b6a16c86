import type { Hotel, Room } from '@madabook/contracts';
import { useHotelDataChange } from '@/features/hotels/hooks/use-hotel-data-change';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { PhotosCard } from '@/features/photos/components/photos-card';
import { useRoomPhotosChange } from '@/features/rooms/api/rooms';
import { RoomsCard } from '@/features/rooms/components/rooms-card';

/**
 * A hotel page's photos and rooms, composed from the photos and rooms features for the hotels
 * feature's page: the back office's and a hotel team's alike (`calendarFeeds` for who may see them).
 */
export function useHotelGalleries(hotelId: string, options: { calendarFeeds: boolean }) {
  const hotelData = useHotelDataChange(hotelId);
  const roomPhotosChange = useRoomPhotosChange(hotelId);
  return {
    photos: (hotel: Hotel) => (
      <PhotosCard
        owner={{ kind: 'hotel', id: hotel.id }}
        ownerName={hotel.name}
        photos={hotel.photos}
        onPhotosChange={hotelData.photosChange}
      />
    ),
    rooms: (hotel: Hotel) => (
      <RoomsCard
        hotelId={hotel.id}
        hotelName={hotel.name}
        onRoomsChange={hotelData.refresh}
        calendarFeeds={options.calendarFeeds}
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
    ),
  };
}
