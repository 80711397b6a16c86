// What the raw baseline answers to a search and an availability: the app's
// statements (../queries/app-queries), then a JSON answer of the app's shape,
// built by hand. Apart from the server so that a test can hold it against the app.
import { nightsBetween } from '@madabook/contracts';
import { hotelAvailability, hotelSearch, type SearchQuery, searchDefaults } from '../queries/app-queries';
import type { Row, Run } from '../queries/statement';

const topAmenities = 4;

/** A photo row as the app shows it: its renditions' URLs. */
function photoOf(row: Row) {
  const url = (rendition: string) => `/api/photos/${String(row.storage_key)}/${rendition}.webp`;
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
  const { rows, total, photos, amenities } = await hotelSearch(run, query);
  const covers = byOwner(photos, 'hotel_id', photoOf);
  const amenitiesByHotel = byOwner(amenities, 'hotel_id', (row) => ({
    id: row.id,
    nameFr: row.name_fr,
    nameEn: row.name_en,
    icon: row.icon,
  }));
  const nights = nightsBetween(query.checkIn, query.checkOut);
  return {
    items: rows.map((row) => {
      const id = String(row.id);
      return {
        hotel: {
          id,
          slug: row.slug,
          name: row.name,
          city: row.city,
          stars: Number(row.stars),
          tier: row.tier,
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          photo: covers.get(id)?.[0] ?? null,
          amenities: (amenitiesByHotel.get(id) ?? []).slice(0, topAmenities),
        },
        nights,
        lowestPricePerNight: Math.round(Number(row.stay_price) / nights),
        total: Number(row.stay_price) * query.rooms,
        roomsLeft: Number(row.rooms_left),
        restriction: row.restriction
          ? { reason: row.restriction, minNights: row.min_nights === null ? null : Number(row.min_nights) }
          : null,
      };
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
  const nights = nightsBetween(checkIn, checkOut);
  return {
    hotelId,
    checkIn,
    checkOut,
    nights,
    rooms: reads.rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      description: room.description,
      type: room.type,
      capacity: room.capacity,
      pricePerNight: room.pricePerNight,
      nightPrices: room.nightPrices,
      nights,
      total: room.total,
      roomsLeft: room.roomsLeft,
      restriction: room.restriction,
      photos: photos.get(room.id) ?? [],
    })),
  };
}
