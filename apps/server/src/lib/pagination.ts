import type { Paginated } from '@madabook/contracts';

export interface PageQuery {
  page: number;
  pageSize: number;
}

export const pageWindow = (query: PageQuery) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

export const pageOf = <Item>(items: Item[], total: number, query: PageQuery): Paginated<Item> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});
