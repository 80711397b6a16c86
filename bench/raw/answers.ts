// What the raw baseline answers to a search and an availability: the app's
// statements (../queries/app-queries), then a JSON answer of the app's shape,
// shaped by the app's own pure view functions. Apart from the server so that a test can hold it against the app.
import { type Amenity, nightsBetween, type Photo } from '@madabook/contracts';
import type { HotelSearchRow } from '../../apps/server/src/modules/search/search.repo';
import {
  type StayOffer,
  toHotelAvailability,
  toSearchResult,
} from '../../apps/server/src/modules/search/search-views';
import { hotelAvailability, hotelSearch, type SearchQuery, searchDefaults } from '../queries/app-queries';
import type { Row, Run } from '../queries/statement';

/** A photo row (or a search card's cover) as the app shows it: its renditions' URLs. */
function photoOf(row: Row, storageKey = String(row.storage_key)) {
  const url = (rendition: string) => `/api/photos/${storageKey}/${rendition}.webp`;
  return {
    id: row.id,
    position: row.position,
    width: row.width,
    height: row.height,
    urls: { thumb: url('thumb'), card: url('card'), large: url('large') },
  };
}

/** Rows grouped by an owner column, in their order. */
function byOwner<Item>(rows: Row[], column: string, toItem: (row: Row) => Item) {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const owner = String(row[column]);
    const group = groups.get(owner);
    if (group) group.push(toItem(row));
    else groups.set(owner, [toItem(row)]);
  }
  return groups;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : undefined);
const numberOr = (value: string | null, fallback: number) => (value ? Number(value) : fallback);

/** The search's query string with the endpoint's defaults; not validated. */
export function searchQueryOf(query: URLSearchParams): SearchQuery {
  const city = query.get('city');
  const minPrice = query.get('minPrice');
  const maxPrice = query.get('maxPrice');
  const stars = list(query.get('stars'));
  const amenityIds = list(query.get('amenities'));
  const tier = query.get('tier');
  return {
    ...(city ? { city } : {}),
    checkIn: query.get('checkIn') ?? '',
    checkOut: query.get('checkOut') ?? '',
    guests: numberOr(query.get('guests'), 2),
    rooms: numberOr(query.get('rooms'), 1),
    ...(minPrice ? { minPrice: Number(minPrice) } : {}),
    ...(maxPrice ? { maxPrice: Number(maxPrice) } : {}),
    ...(stars ? { stars: stars.map(Number) } : {}),
    ...(amenityIds ? { amenityIds } : {}),
    ...(tier === 'STANDARD' || tier === 'PREMIUM' ? { tier } : {}),
    sort: (query.get('sort') as SearchQuery['sort'] | null) ?? searchDefaults.sort,
    page: numberOr(query.get('page'), searchDefaults.page),
    pageSize: numberOr(query.get('pageSize'), searchDefaults.pageSize),
  };
}

/** The answer of `GET /api/search/hotels`. */
export async function searchAnswer(run: Run, query: SearchQuery) {
  const { rows, total } = await hotelSearch(run, query);
  const nights = nightsBetween(query.checkIn, query.checkOut);
  return {
    items: rows.map((row) => {
      const card = row.search_card as { cover: Row | null; amenities: Amenity[] };
      return toSearchResult(row as unknown as HotelSearchRow, {
        photo: (card.cover && photoOf(card.cover, String(card.cover.storageKey))) as Photo | null,
        amenities: card.amenities,
        nights,
        rooms: query.rooms,
      });
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The answer of `GET /api/hotels/{id}/availability`; `undefined` for a hotel the public may not see (404). */
export async function availabilityAnswer(run: Run, hotelId: string, checkIn: string, checkOut: string) {
  const reads = await hotelAvailability(run, hotelId, checkIn, checkOut);
  if (!reads) return undefined;
  const photos = byOwner(reads.photos, 'room_id', photoOf);
  return toHotelAvailability(
    { hotelId, checkIn, checkOut, nights: nightsBetween(checkIn, checkOut) },
    reads.rooms as StayOffer[],
    photos as Map<string, Photo[]>,
  );
}
