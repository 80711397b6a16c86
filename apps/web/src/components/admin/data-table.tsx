import { ChevronRightIcon } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { LoadError, RowActionsMenu, SkeletonRows, SortButton } from './data-table-parts';
import { Pagination } from './pagination';

// A wide table scrolls sideways; its row actions stay in reach at the right edge.
const stickyActions = 'sticky right-0 w-12';

export type SortOrder = 'asc' | 'desc';
export type TableSort = { field: string; order: SortOrder };

export interface DataTableColumn<Row> {
  /** Unique among the columns; for a sortable column, the API's sort field. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Applied to the header and every cell of the column. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, in a caption only screen readers see. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  total: number | undefined;
  page: number;
  pageSize: number;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Another page is on its way: the rows shown are the previous ones. */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** `DropdownMenuItem`s for one row, shown in its "⋯" menu. */
  rowActions?: (row: Row) => ReactNode;
  /** Names the row in its menu's label, e.g. "Actions for Hotel Colbert". */
  rowLabel?: (row: Row) => string;
  /** More about a row, shown under it when its disclosure button is pressed (an audit entry's changes). */
  rowDetails?: (row: Row) => ReactNode;
}

const SKELETON_ROWS = 5;

/** The next sort when a header is clicked: the same column flips, another one starts ascending. */
export function nextSort(current: TableSort | undefined, field: string): TableSort {
  if (current?.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: 'asc' };
}

function ariaSort(sort: TableSort | undefined, column: DataTableColumn<unknown>) {
  if (!column.sortable) return undefined;
  if (sort?.field !== column.id) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * A page of a server-side list: the server sorts and pages, the table says what to ask for.
 * Loading shows skeleton rows, a failure an alert with a retry, no rows the `empty` node.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  sort,
  onSortChange,
  onPageChange,
  onPageSizeChange,
  loading = false,
  error,
  onRetry,
  empty,
  rowActions,
  rowLabel,
  rowDetails,
}: DataTableProps<Row>) {
  const { t } = useTranslation('adminTable');
  const tableId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columnCount = columns.length + (rowActions ? 1 : 0) + (rowDetails ? 1 : 0);
  const labelOf = (row: Row) => rowLabel?.(row) ?? rowKey(row);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const failed = error !== undefined && error !== null;
  if (failed && !rows) return <LoadError error={error} onRetry={onRetry} />;

  const busy = loading || rows === undefined;
  return (
    <div className="flex flex-col gap-3">
      {failed && <LoadError error={error} onRetry={onRetry} />}
      <Table containerClassName="max-h-[70dvh]" aria-busy={busy || undefined}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {rowDetails && (
              <TableHead className="w-12">
                <span className="sr-only">{t('details')}</span>
              </TableHead>
            )}
            {columns.map((column) => (
              <TableHead
                key={column.id}
                aria-sort={ariaSort(sort, column as DataTableColumn<unknown>)}
                className={column.className}
              >
                {column.sortable && onSortChange ? (
                  <SortButton
                    active={sort?.field === column.id ? sort.order : undefined}
                    onClick={() => onSortChange(nextSort(sort, column.id))}
                  >
                    {column.header}
                  </SortButton>
                ) : (
                  column.header
                )}
              </TableHead>
            ))}
            {rowActions && (
              <TableHead className={cn(stickyActions, 'z-20')}>
                <span className="sr-only">{t('actions')}</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody className={cn(loading && rows && 'opacity-60 transition-opacity')}>
          {rows === undefined ? (
            <SkeletonRows columnCount={columnCount} count={Math.min(pageSize, SKELETON_ROWS)} />
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount} className="py-10">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const open = expanded.has(key);
              const detailsId = `${tableId}-${key}-details`;
              return (
                <Fragment key={key}>
                  <TableRow>
                    {rowDetails && (
                      <TableCell className="w-12">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          aria-label={t('showDetails', { name: labelOf(row) })}
                          onClick={() => toggle(key)}
                        >
                          <ChevronRightIcon
                            aria-hidden
                            className={cn('transition-transform', open && 'rotate-90')}
                          />
                        </Button>
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell key={column.id} className={column.className}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    {rowActions && (
                      <TableCell className={cn(stickyActions, 'bg-card text-right')}>
                        <RowActionsMenu label={t('rowActions', { name: labelOf(row) })}>
                          {rowActions(row)}
                        </RowActionsMenu>
                      </TableCell>
                    )}
                  </TableRow>
                  {rowDetails && open && (
                    <TableRow id={detailsId} className="bg-card hover:bg-card">
                      <TableCell colSpan={columnCount} className="px-4 py-4">
                        {rowDetails(row)}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })
          )}
        </TableBody>
      </Table>
      {total !== undefined && total > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </div>
  );
}
