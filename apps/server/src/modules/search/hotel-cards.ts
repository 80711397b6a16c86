import { AppError } from '../../lib/errors';
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
      } catch (error) {
        // Only a refusal says the hotel is not public: a database that does not answer is no 404.
        if (error instanceof AppError) return false;
        throw error;
      }
    },
    photoView: photos.view,
    roomPhotos: (roomIds) => photos.forOwners('room', roomIds),
  };
}
