import type { HotelService } from '../hotels/hotels.service';
import type { PhotoService } from '../photos/photos.service';
import type { HotelCards } from './search.service';

/** Search draws its cards from the catalog's services: photos as shown, public hotels only. */
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
    photoView: photos.view,
    roomPhotos: (roomIds) => photos.forOwners('room', roomIds),
  };
}
