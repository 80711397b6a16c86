import type { HotelService } from '../hotels/hotels.service';
import type { PhotoService } from '../photos/photos.service';
import type { HotelCards } from './search.service';

/** Search draws its cards from the catalog's services: photos and amenities, public hotels only. */
export function hotelCards(hotels: HotelService, photos: PhotoService): HotelCards {
  return {
    async isPublicHotel(hotelId) {
      try {
        await hotels.assertVisible('public', hotelId);
        return true;
      } catch {
        return false;
      }
    },
    async coverPhotos(hotelIds) {
      const covers = new Map();
      for (const [hotelId, list] of await photos.forOwners('hotel', hotelIds)) {
        if (list[0]) covers.set(hotelId, list[0]);
      }
      return covers;
    },
    amenities: (hotelIds) => hotels.amenitiesByHotel(hotelIds),
    roomPhotos: (roomIds) => photos.forOwners('room', roomIds),
  };
}
