import type { ReportFigures } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useFigureFormat } from './use-figure-format';

export type FigureColumn =
  | 'occupancy'
  | 'sold'
  | 'available'
  | 'revenue'
  | 'adr'
  | 'revpar'
  | 'cancellations'
  | 'noShows';

export type FiguresRow = { key: string; label: ReactNode; figures: ReportFigures };

type FiguresTableProps = {
  caption: string;
  /** The first column's heading: what each row is (a night, a source). */
  rowHeading: string;
  rows: FiguresRow[];
  columns: FigureColumn[];
  /** The range's totals, as the table's last row. */
  total?: FiguresRow;
  /** Occupancy drawn as a bar beside its percentage. */
  bars?: boolean;
  /** Classes of the scrolling box, e.g. a maximum height for a long table. */
  containerClassName?: string;
};

/** Figures of the report as rows; on a phone the table scrolls inside its own box, its first column kept. */
export function FiguresTable({
  caption,
  rowHeading,
  rows,
  columns,
  total,
  bars = false,
  containerClassName,
}: FiguresTableProps) {
  const { t } = useTranslation('adminReports');
  const format = useFigureFormat();
  const cell = (column: FigureColumn, figures: ReportFigures): ReactNode => {
    switch (column) {
      case 'occupancy':
        return bars ? (
          <OccupancyBar ratio={figures.occupancy} text={format.percent(figures.occupancy)} />
        ) : (
          format.percent(figures.occupancy)
        );
      case 'revenue':
      case 'adr':
      case 'revpar':
        return format.money(figures[column]);
      default:
        return format.count(figures[column]);
    }
  };
  const row = ({ key, label, figures }: FiguresRow, footer = false) => (
    <TableRow key={key} className="group">
      <th
        scope="row"
        className={cn(
          'sticky left-0 whitespace-nowrap px-3 py-2.5 text-left font-medium',
          // Opaque, so that the cells scrolling under it stay hidden, in the colour of its zebra row.
          footer
            ? 'bg-muted'
            : 'bg-card group-even:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]',
        )}
      >
        {label}
      </th>
      {columns.map((column) => (
        <TableCell key={column} className="whitespace-nowrap text-right tabular-nums">
          {cell(column, figures)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table containerClassName={containerClassName}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="left-0 z-20">{rowHeading}</TableHead>
          {columns.map((column) => (
            <TableHead key={column} className="whitespace-normal text-right">
              {t(`columns.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{rows.map((item) => row(item))}</TableBody>
      {total && <TableFooter>{row(total, true)}</TableFooter>}
    </Table>
  );
}

/** A night's occupancy: the bar only draws the percentage written beside it, which is what is read out. */
function OccupancyBar({ ratio, text }: { ratio: number | null; text: ReactNode }) {
  const width = `${Math.round(Math.min(Math.max(ratio ?? 0, 0), 1) * 1000) / 10}%`;
  return (
    <span className="flex items-center justify-end gap-2">
      <span aria-hidden className="h-2 w-12 shrink-0 overflow-hidden rounded-full bg-muted">
        <span className="block h-full rounded-full bg-primary" style={{ width }} />
      </span>
      <span className="w-14 text-right">{text}</span>
    </span>
  );
}
