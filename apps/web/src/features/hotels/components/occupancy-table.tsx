import type { Language, Occupancy } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { occupancyCell, occupancyLevelClass } from '../occupancy';

/** The grid as a table: room types down, nights across, each cell read out as "3 sold, 2 left". */
export function OccupancyTable({
  grid,
  caption,
  language,
  busy,
}: {
  grid: Occupancy;
  caption: string;
  language: Language;
  busy: boolean;
}) {
  const { t } = useTranslation('adminOccupancy');
  return (
    <div className="relative overflow-x-auto rounded-lg border" aria-busy={busy || undefined}>
      <table className={cn('w-full border-collapse text-sm', busy && 'opacity-60')}>
        <caption className="sr-only">{t('caption', { range: caption })}</caption>
        <thead>
          <tr className="bg-secondary text-secondary-foreground">
            <th
              scope="col"
              className="sticky left-0 z-10 bg-secondary px-3 py-2 text-left font-semibold text-xs uppercase"
            >
              {t('roomType')}
            </th>
            {grid.nights.map((night) => (
              <th key={night} scope="col" className="min-w-12 px-1 py-2 text-center font-medium text-xs">
                <abbr title={formatDate(night, language, { dateStyle: 'full' })} className="no-underline">
                  <span className="block text-muted-foreground">
                    {formatDate(night, language, { weekday: 'short' })}
                  </span>
                  <span className="block text-base text-foreground tabular-nums">
                    {formatDate(night, language, { day: 'numeric' })}
                  </span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rooms.map((room) => (
            <tr key={room.roomId} className="border-t">
              <th scope="row" className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium">
                <span className="block max-w-48 truncate">{room.name}</span>
                <span className="block font-normal text-muted-foreground text-xs">
                  {t('quantity', { count: room.quantity })}
                </span>
              </th>
              {grid.nights.map((night, index) => {
                const cell = occupancyCell(room.quantity, room.sold[index] ?? 0);
                return (
                  <td
                    key={night}
                    className={cn(
                      'border-l px-1 py-2 text-center tabular-nums',
                      occupancyLevelClass[cell.level],
                    )}
                  >
                    <span aria-hidden className="font-semibold">
                      {cell.sold}/{room.quantity}
                    </span>
                    <span className="sr-only">{t('cell', { sold: cell.sold, left: cell.left })}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the colours mean. */
export function OccupancyLegend() {
  const { t } = useTranslation('adminOccupancy');
  const levels = ['free', 'low', 'medium', 'high', 'full'] as const;
  return (
    <div className="flex flex-col gap-2 text-muted-foreground text-xs sm:flex-row sm:items-center sm:justify-between">
      <p>{t('legend.reading')}</p>
      <ul className="flex flex-wrap gap-3" aria-label={t('legend.label')}>
        {levels.map((level) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('size-3.5 rounded-sm border', occupancyLevelClass[level])} />
            {t(`legend.${level}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
