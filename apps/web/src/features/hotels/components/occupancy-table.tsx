import { intlLocales, type Language, type NightCalendar, type Occupancy } from '@madabook/contracts';
import type { TFunction } from 'i18next';
import { ArrowRightToLineIcon, LockIcon, TagIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatAriary, formatDate } from '@/lib/format';
import {
  isCellSelected,
  isNightSelected,
  type NightSelection,
  pickCell,
  pickNight,
  setAllRooms,
  toggleRoom,
} from '../night-selection';
import { nightCell, occupancyLevelClass } from '../occupancy';

type OccupancyTableProps = {
  grid: Occupancy;
  caption: string;
  language: Language;
  busy: boolean;
  /** Nights before it cannot be changed, so cannot be picked. */
  today: string;
  selection: NightSelection;
  onSelectionChange: (selection: NightSelection) => void;
};

/**
 * The calendar as a table: room types down, nights across. Each cell reads out as "3 sold of 5 for
 * sale, 2 left", its price and restrictions. The nights' headers and the room types' boxes choose
 * what to edit, from the keyboard too; a click on a cell is a mouse's shortcut to the same.
 */
export function OccupancyTable({
  grid,
  caption,
  language,
  busy,
  today,
  selection,
  onSelectionChange,
}: OccupancyTableProps) {
  const { t } = useTranslation('adminOccupancy');
  const roomOrder = grid.rooms.map((room) => room.roomId);
  const chosenRooms = roomOrder.filter((id) => selection.roomIds.includes(id)).length;
  const number = new Intl.NumberFormat(intlLocales[language]);
  const longDate = (night: string) => formatDate(night, language, { dateStyle: 'full' });

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
              <span className="flex items-center gap-2">
                <Checkbox
                  aria-label={t('select.all')}
                  checked={
                    chosenRooms === 0 ? false : chosenRooms === roomOrder.length ? true : 'indeterminate'
                  }
                  onCheckedChange={(checked) =>
                    onSelectionChange(setAllRooms(selection, checked === true ? roomOrder : []))
                  }
                />
                {t('roomType')}
              </span>
            </th>
            {grid.nights.map((night, index) => {
              const day = formatDate(night, language, { day: 'numeric' });
              const pressed = isNightSelected(selection, night);
              return (
                <th key={night} scope="col" className="min-w-18 p-0 text-center font-medium text-xs">
                  <button
                    type="button"
                    aria-label={longDate(night)}
                    aria-pressed={pressed}
                    disabled={night < today}
                    onClick={(event: MouseEvent) =>
                      onSelectionChange(pickNight(selection, night, roomOrder, event.shiftKey))
                    }
                    className={cn(
                      'flex size-full flex-col items-center px-1 py-2 outline-none transition-colors hover:bg-highlight hover:text-highlight-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
                      pressed &&
                        'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
                      selection.anchor?.night === night && 'ring-2 ring-primary ring-inset',
                    )}
                  >
                    <span className={cn('block', !pressed && 'text-muted-foreground')}>
                      {formatDate(night, language, { weekday: 'short' })}
                    </span>
                    <span className="block text-base tabular-nums">{day}</span>
                    <span className={cn('block text-[0.6875rem]', !pressed && 'text-muted-foreground')}>
                      {index === 0 || day === '1'
                        ? formatDate(night, language, { month: 'short' })
                        : '\u00a0'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.rooms.map((room) => (
            <tr key={room.roomId} className="border-t">
              <th scope="row" className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium">
                <span className="flex items-start gap-2">
                  <Checkbox
                    aria-label={t('select.room', { name: room.name })}
                    checked={selection.roomIds.includes(room.roomId)}
                    onCheckedChange={() => onSelectionChange(toggleRoom(selection, room.roomId, roomOrder))}
                    className="mt-0.5"
                  />
                  <span className="min-w-0">
                    <span className="block max-w-28 truncate sm:max-w-48">{room.name}</span>
                    <span className="block font-normal text-muted-foreground text-xs">
                      {t('quantity', { count: room.quantity })}
                    </span>
                    <span className="block font-normal text-muted-foreground text-xs">
                      {t('basePrice', { price: formatAriary(room.pricePerNight, language) })}
                    </span>
                  </span>
                </span>
              </th>
              {room.calendar.map((night) => (
                <NightCellView
                  key={night.night}
                  night={night}
                  selected={isCellSelected(selection, room.roomId, night.night)}
                  disabled={night.night < today}
                  price={number.format(night.price)}
                  label={describeNight(night, formatAriary(night.price, language), t)}
                  onPick={(extend) =>
                    onSelectionChange(pickCell(selection, night.night, room.roomId, roomOrder, extend))
                  }
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A night read out: sold and for sale, the price, then what restricts it. */
function describeNight(night: NightCalendar, price: string, t: TFunction<'adminOccupancy'>): string {
  const cell = nightCell(night);
  return [
    t('cell', { sold: night.sold, forSale: night.forSale, left: cell.left }),
    night.forSaleSet && t('cellForSaleSet'),
    night.priceSet ? t('cellPriceSet', { price }) : price,
    night.closed && t('cellClosed'),
    night.closedToArrival && t('cellClosedToArrival'),
    night.minStay !== null && t('cellMinStay', { count: night.minStay }),
  ]
    .filter(Boolean)
    .join(', ');
}

type NightCellViewProps = {
  night: NightCalendar;
  selected: boolean;
  disabled: boolean;
  price: string;
  /** What a screen reader says of it. */
  label: string;
  onPick: (extend: boolean) => void;
};

/** One room type's night: "2/5", its price (tagged when changed), its lock, arrival and minimum-stay marks. */
function NightCellView({ night, selected, disabled, price, label, onPick }: NightCellViewProps) {
  const { t } = useTranslation('adminOccupancy');
  const cell = nightCell(night);
  const content = (
    <>
      <span aria-hidden className="flex flex-col items-center gap-0.5">
        <span className={cn('font-semibold', night.forSaleSet && forSaleSetClass)}>
          {night.sold}/{night.forSale}
        </span>
        <span className={cn('flex items-center gap-0.5 text-[0.6875rem]', night.priceSet && 'font-bold')}>
          {night.priceSet && <TagIcon className="size-3" />}
          {price}
        </span>
        {(night.closed || night.closedToArrival || night.minStay !== null) && (
          <span className="flex items-center gap-1 text-[0.6875rem]">
            {night.closed && <LockIcon className="size-3" />}
            {night.closedToArrival && <ArrowRightToLineIcon className="size-3" />}
            {night.minStay !== null && t('minStayShort', { count: night.minStay })}
          </span>
        )}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
  const layout = 'flex min-h-16 w-full flex-col items-center justify-center px-1 py-1.5 tabular-nums';
  return (
    <td className={cn('border-l p-0 text-center', occupancyLevelClass[cell.level])}>
      {disabled ? (
        <div className={cn(layout, 'opacity-70')}>{content}</div>
      ) : (
        // Out of the Tab order: the nights' headers and the rows' boxes choose from the keyboard.
        <button
          type="button"
          tabIndex={-1}
          aria-pressed={selected}
          onClick={(event) => onPick(event.shiftKey)}
          className={cn(
            layout,
            'cursor-pointer outline-none hover:ring-2 hover:ring-primary/50 hover:ring-inset',
            selected && 'ring-2 ring-primary ring-inset hover:ring-primary',
          )}
        >
          {content}
        </button>
      )}
    </td>
  );
}

/** Rooms for sale set by hand for the night, rather than the room type's quantity. */
const forSaleSetClass = 'underline decoration-2 decoration-dotted underline-offset-2';

/** What the colours and marks mean. */
export function OccupancyLegend() {
  const { t } = useTranslation('adminOccupancy');
  const levels = ['free', 'low', 'medium', 'high', 'full'] as const;
  return (
    <div className="flex flex-col gap-2 text-muted-foreground text-xs">
      <p>{t('legend.reading')}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t('legend.label')}>
        {levels.map((level) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('size-3.5 rounded-sm border', occupancyLevelClass[level])} />
            {t(`legend.${level}`)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className={cn('font-semibold text-foreground', forSaleSetClass)}>
            0/2
          </span>
          {t('legend.forSaleSet')}
        </li>
        <li className="flex items-center gap-1.5">
          <TagIcon aria-hidden className="size-3.5" />
          {t('legend.priceSet')}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn(
              'flex size-3.5 items-center justify-center rounded-sm border',
              occupancyLevelClass.closed,
            )}
          >
            <LockIcon className="size-2.5" />
          </span>
          {t('legend.closed')}
        </li>
        <li className="flex items-center gap-1.5">
          <ArrowRightToLineIcon aria-hidden className="size-3.5" />
          {t('legend.closedToArrival')}
        </li>
        <li>{t('legend.minStay')}</li>
      </ul>
    </div>
  );
}
