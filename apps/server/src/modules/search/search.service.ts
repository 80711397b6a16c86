import type {
  AmenityIcon,
  HotelAvailability,
  HotelSearchResult,
  Paginated,
  Photo,
} from '@madabook/contracts';
import { nightsBetween } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { CalendarService } from '../calendar/calendar.service';
import type { PhotoRow } from '../photos/photos.service';
import { citiesWithHotels, type HotelSearchFilter, type SearchSort, searchHotels } from './search.repo';
import { toHotelAvailability, toSearchResult } from './search-views';

/** What the catalog gives search to draw its cards: photos as shown, public hotels only. */
export interface HotelCards {
  isPublicHotel(hotelId: string): Promise<boolean>;
  photoView(row: PhotoRow): Photo;
  roomPhotos(roomIds: string[]): Promise<Map<string, Photo[]>>;
}

export function createSearchService(deps: { db: Database; calendar: CalendarService; cards: HotelCards }) {
  const { db, calendar, cards } = deps;

  return {
    async search(
      query: HotelSearchFilter & { page: number; pageSize: number; sort: SearchSort },
    ): Promise<Paginated<HotelSearchResult>> {
      const rows = await searchHotels(db, query, { ...pageWindow(query), sort: query.sort });
      // Past the last page there is no row to carry the count: ask for the first one only.
      const total =
        rows[0]?.total_count ??
        (query.page > 1
          ? (await searchHotels(db, query, { offset: 0, limit: 1, sort: query.sort }))[0]?.total_count
          : 0);
      const nights = nightsBetween(query.checkIn, query.checkOut);
      return {
        items: rows.map((row) =>
          toSearchResult(row, {
            photo: row.search_card.cover && cards.photoView(row.search_card.cover),
            amenities: row.search_card.amenities.map((amenity) => ({
              ...amenity,
              icon: amenity.icon as AmenityIcon,
            })),
            nights,
            rooms: query.rooms,
          }),
        ),
        total: Number(total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async cities() {
      return (await citiesWithHotels(db)).map((row) => ({
        city: row.city,
        hotelCount: Number(row.hotel_count),
      }));
    },

    async availability(hotelId: string, checkIn: string, checkOut: string): Promise<HotelAvailability> {
      if (!(await cards.isPublicHotel(hotelId))) throw new AppError('NOT_FOUND');
      const rooms = await calendar.stayOffers(hotelId, checkIn, checkOut);
      const photos = await cards.roomPhotos(rooms.map((room) => room.id));
      return toHotelAvailability(
        { hotelId, checkIn, checkOut, nights: nightsBetween(checkIn, checkOut) },
        rooms,
        photos,
      );
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
