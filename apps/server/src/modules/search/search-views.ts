import type {
  Amenity,
  HotelAvailability,
  HotelSearchResult,
  Photo,
  StayRestriction,
} from '@madabook/contracts';
import type { HotelSearchRow } from './search.repo';

/** A search row as the API shows it, with the hotel's cover photo and the amenities its card shows. */
export function toSearchResult(
  row: HotelSearchRow,
  extra: { photo: Photo | null; amenities: Amenity[]; nights: number; rooms: number },
): HotelSearchResult {
  return {
    hotel: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      city: row.city,
      stars: Number(row.stars),
      tier: row.tier,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      photo: extra.photo,
      amenities: extra.amenities,
    },
    nights: extra.nights,
    lowestPricePerNight: Math.round(Number(row.stay_price) / extra.nights),
    total: Number(row.stay_price) * extra.rooms,
    roomsLeft: Number(row.rooms_left),
    restriction: row.restriction
      ? { reason: row.restriction, minNights: row.min_nights === null ? null : Number(row.min_nights) }
      : null,
  };
}

/** What a room type offers for a stay, as the calendar quotes it. */
export interface StayOffer {
  id: string;
  name: string;
  description: string;
  type: HotelAvailability['rooms'][number]['type'];
  capacity: number;
  pricePerNight: number;
  nightPrices: number[];
  total: number;
  roomsLeft: number;
  restriction: StayRestriction | null;
}

/** A hotel's room types for a stay, as the API shows them, with their photos. */
export function toHotelAvailability(
  stay: { hotelId: string; checkIn: string; checkOut: string; nights: number },
  rooms: StayOffer[],
  photos: ReadonlyMap<string, Photo[]>,
): HotelAvailability {
  return {
    ...stay,
    rooms: rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      description: room.description,
      type: room.type,
      capacity: room.capacity,
      pricePerNight: room.pricePerNight,
      nightPrices: room.nightPrices,
      nights: stay.nights,
      total: room.total,
      roomsLeft: room.roomsLeft,
      restriction: room.restriction,
      photos: photos.get(room.id) ?? [],
    })),
  };
}
