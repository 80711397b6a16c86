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
import {
  citiesWithHotels,
  type HotelSearchFilter,
  type SearchSort,
  searchHotels,
  townRevisionOf,
} from './search.repo';
import { createSearchCache } from './search-cache';
import { toHotelAvailability, toSearchResult } from './search-views';

/** What the catalog gives search to draw its cards: photos as shown, public hotels only. */
export interface HotelCards {
  isPublicHotel(hotelId: string): Promise<boolean>;
  photoView(row: PhotoRow): Photo;
  roomPhotos(roomIds: string[]): Promise<Map<string, Photo[]>>;
}

type SearchQuery = HotelSearchFilter & { page: number; pageSize: number; sort: SearchSort };

/** How many search pages a server keeps (about 10 kB each). */
const cachedPages = 2000;

/** The query as the cache keys it: the same search however its lists are ordered or its town written. */
const cacheKeyOf = (query: SearchQuery) =>
  JSON.stringify([
    query.city?.toLowerCase(),
    query.checkIn,
    query.checkOut,
    query.guests,
    query.rooms,
    query.minPrice,
    query.maxPrice,
    query.stars?.toSorted(),
    query.amenityIds?.toSorted(),
    query.tier,
    query.sort,
    query.page,
    query.pageSize,
  ]);

export function createSearchService(deps: { db: Database; calendar: CalendarService; cards: HotelCards }) {
  const { db, calendar, cards } = deps;
  const cache = createSearchCache<Paginated<HotelSearchResult>>(cachedPages);

  async function readPage(query: SearchQuery): Promise<Paginated<HotelSearchResult>> {
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
  }

  return {
    /**
     * A page of hotels for the stay. A town's page comes from the cache while the town's revision
     * is the one it was read at (one indexed read), unless `fresh` asks to read it again.
     */
    async search(
      query: SearchQuery,
      options: { fresh?: boolean } = {},
    ): Promise<{ page: Paginated<HotelSearchResult>; cached: boolean }> {
      if (!query.city) return { page: await readPage(query), cached: false };
      const key = cacheKeyOf(query);
      // Read before the page: a write committed in between raises the revision past this one.
      const revision = await townRevisionOf(db, query.city);
      const hit = options.fresh ? undefined : cache.get(key, revision);
      if (hit) return { page: hit, cached: true };
      const page = await readPage(query);
      cache.set(key, revision, page);
      return { page, cached: false };
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
