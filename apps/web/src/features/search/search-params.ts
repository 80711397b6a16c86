import { hotelSearchQuerySchema, staySchema } from '@madabook/contracts';
import type { z } from 'zod';
import { type FieldIssue, translateIssues } from '@/components/stay/stay-issues';
import { withStayDefaults } from '@/components/stay/stay-params';
import { i18n } from '@/lib/i18n';
import type { HotelSearchParams } from './search-url';

/** A search the API accepts: the contracts' query once parsed, defaults applied. */
export type HotelSearch = z.output<typeof hotelSearchQuerySchema>;
export type HotelSearchFilters = Pick<HotelSearch, 'minPrice' | 'maxPrice' | 'stars' | 'amenities' | 'tier'>;

export const resultsPageSize = 10;

const joined = (value: HotelSearchParams['stars']) => (Array.isArray(value) ? value.join(',') : value);

const searchFields = ['city', 'minPrice', 'maxPrice', 'stars', 'amenities', 'tier', 'sort', 'page'] as const;
type SearchField = (typeof searchFields)[number];
const isSearchField = (field: string): field is SearchField =>
  (searchFields as readonly string[]).includes(field);

const searchFieldMessage = (field: string) =>
  isSearchField(field) ? i18n.t(`search:invalid.${field}`) : undefined;

export type CheckedSearch =
  | { search: HotelSearch; issues?: undefined }
  | { search?: undefined; issues: FieldIssue[] };

/** The address's search checked with the contracts' rules, or what is wrong with it, translated. */
export function checkHotelSearch(params: HotelSearchParams): CheckedSearch {
  const stay = withStayDefaults(params);
  const parsed = hotelSearchQuerySchema.safeParse({
    ...params,
    ...stay,
    city: params.city?.trim() || undefined,
    stars: joined(params.stars),
    amenities: joined(params.amenities),
    pageSize: resultsPageSize,
  });
  if (parsed.success) return { search: parsed.data };
  // A bad field stops the contracts' cross-field rules: check the dates on their own too.
  const dateIssues = staySchema.safeParse(stay).error?.issues ?? [];
  return { issues: translateIssues([...parsed.error.issues, ...dateIssues], searchFieldMessage) };
}

export function activeFilterCount(filters: HotelSearchFilters): number {
  return (
    Number(filters.minPrice !== undefined) +
    Number(filters.maxPrice !== undefined) +
    (filters.stars?.length ?? 0) +
    (filters.amenities?.length ?? 0) +
    Number(filters.tier !== undefined)
  );
}

/** The filters as the address keeps them: an empty list is no filter. */
export function filterParams(filters: HotelSearchFilters): Partial<HotelSearchParams> {
  return {
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    stars: filters.stars?.length ? filters.stars : undefined,
    amenities: filters.amenities?.length ? filters.amenities : undefined,
    tier: filters.tier,
  };
}
