import type { HotelListQuery } from '@madabook/contracts';

/** Everything the back office reads about hotels sits under `all`, so one invalidation refreshes it. */
export const hotelKeys = {
  all: ['admin', 'hotels'] as const,
  lists: ['admin', 'hotels', 'list'] as const,
  list: (query: HotelListQuery) => ['admin', 'hotels', 'list', query] as const,
  cities: ['admin', 'hotels', 'cities'] as const,
  detail: (id: string) => ['admin', 'hotels', 'detail', id] as const,
  /** Every window of one hotel's calendar, for a change to refresh them all. */
  hotelOccupancy: (id: string) => ['admin', 'hotels', 'occupancy', id] as const,
  occupancy: (id: string, from: string, days: number) =>
    ['admin', 'hotels', 'occupancy', id, from, days] as const,
};
