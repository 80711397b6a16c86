import { useMemo } from 'react';
import { z } from 'zod';
import type { SortOrder, TableSort } from './data-table';

/** What every list's URL holds, whatever its filters. */
export type TableSearch = { page: number; pageSize: number; q?: string; sort: string; order: SortOrder };

type SortOptions<Sort extends string> = {
  /** The fields the API sorts by. */
  fields: readonly [Sort, ...Sort[]];
  default: Sort;
  defaultOrder?: SortOrder;
};

/**
 * A list route's `validateSearch`: page, page size, search text, sort and order, plus the list's
 * own filters. A value that makes no sense in the URL falls back to its default instead of failing.
 */
export function tableSearchSchema<Sort extends string, Filters extends z.ZodRawShape = Record<never, never>>(
  sort: SortOptions<Sort>,
  filters?: Filters,
) {
  const order = sort.defaultOrder ?? 'asc';
  return z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20).catch(20),
    q: z.string().trim().max(100).optional().catch(undefined),
    sort: z.enum(sort.fields).default(sort.default).catch(sort.default),
    order: z.enum(['asc', 'desc']).default(order).catch(order),
    ...(filters as Filters),
  });
}

/** A route's `navigate`, narrowed to what a list needs: a new search from the previous one. */
export type SearchNavigate<Search> = (update: (previous: Search) => Search) => unknown;

/**
 * Binds a list's URL search to its table, search box and filters. Any change but the page
 * goes back to the first page, since the old page number means nothing in a new list.
 */
export function useTableSearch<Search extends TableSearch>(search: Search, navigate: SearchNavigate<Search>) {
  const setFilters = (patch: Partial<Search>) => navigate((previous) => ({ ...previous, ...patch, page: 1 }));
  return {
    search,
    setFilters,
    tableProps: {
      page: search.page,
      pageSize: search.pageSize,
      sort: { field: search.sort, order: search.order },
      // The schema turns an unknown field back into the default, so a plain string is safe here.
      onSortChange: ({ field, order }: TableSort) => setFilters({ sort: field, order } as Partial<Search>),
      onPageChange: (page: number) => navigate((previous) => ({ ...previous, page })),
      onPageSizeChange: (pageSize: number) => setFilters({ pageSize } as Partial<Search>),
    },
    searchInputProps: {
      value: search.q,
      onSearch: (q: string | undefined) => setFilters({ q } as Partial<Search>),
    },
  };
}

/** A route's `navigate`, asked for the address's next search from its previous one. */
type RouteNavigate = (options: {
  search: (previous: Record<string, unknown>) => Record<string, unknown>;
}) => unknown;

/**
 * A list's search, checked with its schema here in the page (the route takes the address as it came, so
 * that the schema travels with the page), and a `navigate` on checked searches that leaves the values
 * equal to their defaults out of the URL (/admin/users rather than /admin/users?page=1&pageSize=20&…).
 */
export function useListSearch<Search extends object>(
  schema: z.ZodType<Search>,
  address: Record<string, unknown>,
  navigate: RouteNavigate,
): { search: Search; navigate: SearchNavigate<Search> } {
  const search = useMemo(() => schema.parse(address), [schema, address]);
  const defaults = useMemo(() => new Map(Object.entries(schema.parse({}))), [schema]);
  return {
    search,
    navigate: (update) =>
      navigate({
        search: (previous) =>
          Object.fromEntries(
            Object.entries(update(schema.parse(previous))).filter(
              ([key, value]) => value !== undefined && value !== defaults.get(key),
            ),
          ),
      }),
  };
}
