import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ApiError } from '@/lib/api-error';
import { initI18nWithEveryText } from '@/test/i18n';
import { DataTable, type DataTableColumn, type DataTableProps, nextSort } from './data-table';
import { pageRange } from './pagination';

type Hotel = { id: string; name: string; city: string };

const columns: DataTableColumn<Hotel>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (hotel) => hotel.name },
  { id: 'city', header: 'City', sortable: true, cell: (hotel) => hotel.city },
  { id: 'id', header: 'Id', cell: (hotel) => hotel.id },
];

const hotels: Hotel[] = [
  { id: 'h1', name: 'Hotel Colbert', city: 'Antananarivo' },
  { id: 'h2', name: 'Vanila Hotel', city: 'Nosy Be' },
];

function renderTable(props: Partial<DataTableProps<Hotel>> = {}) {
  const handlers = { onSortChange: vi.fn(), onPageChange: vi.fn(), onRetry: vi.fn() };
  render(
    <DataTable<Hotel>
      caption="Hotels"
      columns={columns}
      rows={hotels}
      rowKey={(hotel) => hotel.id}
      total={134}
      page={1}
      pageSize={20}
      sort={{ field: 'name', order: 'asc' }}
      empty={<p>No hotels yet</p>}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

beforeAll(() => initI18nWithEveryText('en'));

describe('DataTable', () => {
  it('is named by its caption and shows a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Hotels' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Vanila Hotel' })).toBeTruthy();
  });

  it('tells the sort on sortable headers only', () => {
    renderTable({ sort: { field: 'city', order: 'desc' } });
    expect(header('City').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Id').hasAttribute('aria-sort')).toBe(false);
  });

  it('flips the order of the sorted column and sorts another one ascending', () => {
    const { onSortChange } = renderTable();
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'desc' });
    fireEvent.click(within(header('City')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'city', order: 'asc' });
    expect(within(header('Id')).queryByRole('button')).toBeNull();
  });

  it('shows skeleton rows and is busy while the first page loads', () => {
    renderTable({ rows: undefined, total: undefined });
    const table = screen.getByRole('table', { name: 'Hotels' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No hotels yet')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the failure with a retry instead of the table', () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    const { onRetry } = renderTable({ rows: undefined, total: undefined, error });
    expect(screen.queryByRole('table')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('You are not allowed to do this');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says which rows are shown and pages back and forth', () => {
    const { onPageChange } = renderTable({ page: 2 });
    const pager = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(pager.textContent).toContain('21–40 of 134');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('cannot go before the first page or after the last', () => {
    renderTable({ page: 7 });
    expect(screen.getByText('121–134 of 134')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
  });

  it('names each row menu after its row', () => {
    renderTable({
      rowLabel: (hotel) => hotel.name,
      rowActions: () => <DropdownMenuItem>Edit</DropdownMenuItem>,
    });
    expect(screen.getByRole('button', { name: 'Actions for Hotel Colbert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Vanila Hotel' })).toBeTruthy();
  });

  it('opens a row on its details', () => {
    renderTable({ rowLabel: (hotel) => hotel.name, rowDetails: (hotel) => <p>Details of {hotel.city}</p> });
    const toggle = screen.getByRole('button', { name: 'Details of Hotel Colbert' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Details of Antananarivo')).toBeTruthy();
    expect(screen.queryByText('Details of Nosy Be')).toBeNull();
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'city')).toEqual({ field: 'city', order: 'asc' });
  });
});

describe('pageRange', () => {
  it('counts from 1 and stops at the total', () => {
    expect(pageRange(1, 20, 134)).toEqual({ from: 1, to: 20 });
    expect(pageRange(7, 20, 134)).toEqual({ from: 121, to: 134 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
