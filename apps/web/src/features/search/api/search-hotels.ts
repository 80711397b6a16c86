import { hotelSearchPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { HotelSearch } from '../search-params';

/** GET /api/search/hotels: a page of hotels free for the whole stay; the last page stays while the next loads. */
export const hotelSearchQueryOptions = (search: HotelSearch) =>
  listQueryOptions(
    ['search', 'hotels'],
    '/search/hotels',
    { ...search, stars: search.stars?.join(','), amenities: search.amenities?.join(',') },
    hotelSearchPageSchema,
  );
