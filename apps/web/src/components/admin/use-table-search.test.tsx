import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';
import { type TableSearch, tableSearchSchema, useListSearch, useTableSearch } from './use-table-search';

const schema = tableSearchSchema(
  { fields: ['createdAt', 'email'], default: 'createdAt', defaultOrder: 'desc' },
  { role: z.enum(['USER', 'ADMIN']).optional().catch(undefined) },
);

describe('tableSearchSchema', () => {
  it('gives the defaults to an empty URL', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });

  it('reads the values from the URL and drops what makes no sense', () => {
    expect(
      schema.parse({ page: '3', pageSize: '50', q: ' ravo ', sort: 'email', order: 'asc', role: 'ADMIN' }),
    ).toEqual({ page: 3, pageSize: 50, q: 'ravo', sort: 'email', order: 'asc', role: 'ADMIN' });
    expect(
      schema.parse({ page: '-2', pageSize: '5000', sort: 'password', order: 'up', role: 'ROOT' }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
    });
  });
});

describe('useTableSearch', () => {
  const search: TableSearch & { role?: string } = { page: 4, pageSize: 20, sort: 'createdAt', order: 'desc' };

  function setUp() {
    let current = search;
    const navigate = vi.fn((update: (previous: typeof search) => typeof search) => {
      current = update(current);
    });
    const { result } = renderHook(() => useTableSearch(search, navigate));
    return { result, next: () => current };
  }

  it('changes the page alone', () => {
    const { result, next } = setUp();
    result.current.tableProps.onPageChange(5);
    expect(next()).toEqual({ ...search, page: 5 });
  });

  it('goes back to the first page when the sort, page size, search or a filter changes', () => {
    const { result, next } = setUp();
    result.current.tableProps.onSortChange({ field: 'email', order: 'asc' });
    expect(next()).toMatchObject({ page: 1, sort: 'email', order: 'asc' });
    result.current.tableProps.onPageSizeChange(50);
    expect(next()).toMatchObject({ page: 1, pageSize: 50 });
    result.current.searchInputProps.onSearch('ravo');
    expect(next()).toMatchObject({ page: 1, q: 'ravo' });
    result.current.setFilters({ role: 'ADMIN' });
    expect(next()).toMatchObject({ page: 1, role: 'ADMIN' });
  });
});

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 300 ms, with the trimmed text', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Search by email" value={undefined} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    fireEvent.change(box, { target: { value: 'ra' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'ravo ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ravo');
  });

  it('clears the search when the box is emptied', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Search by email" value="ravo" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});

describe('useListSearch', () => {
  it("checks the address with the list's schema, and leaves the defaults out of the next one", () => {
    const navigate = vi.fn();
    const { result } = renderHook(() => useListSearch(schema, { page: '3', role: 'ROOT' }, navigate));
    expect(result.current.search).toEqual({ page: 3, pageSize: 20, sort: 'createdAt', order: 'desc' });

    result.current.navigate((previous) => ({ ...previous, page: 1, role: 'ADMIN' }));

    const next = navigate.mock.calls[0]?.[0].search;
    expect(next({ page: '3', sort: 'email' })).toEqual({ sort: 'email', role: 'ADMIN' });
  });
});
