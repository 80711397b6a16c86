import { useQuery } from '@tanstack/react-query';
import { CalendarCogIcon, ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { occupancyQueryOptions } from '../api/occupancy';
import { emptySelection, type NightSelection, selectedNightCount } from '../night-selection';
import { addDays, todayInMadagascar } from '../occupancy';
import { EditNightsDialog } from './edit-nights-dialog';
import { OccupancyLegend, OccupancyTable } from './occupancy-table';

const WINDOW_DAYS = 14;

/**
 * Each room type's nights over a two-week window: rooms sold and for sale, price, closures and
 * minimum stays. Nights and room types picked in it open "Edit nights" on them; the choice
 * survives moving the window, so a range can run over several weeks.
 */
export function OccupancyCalendar({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation('adminOccupancy');
  const language = useLanguage();
  const fromId = useId();
  const today = todayInMadagascar();
  const [from, setFrom] = useState(todayInMadagascar);
  const [selection, setSelection] = useState<NightSelection>(emptySelection);
  const [editing, setEditing] = useState(false);
  const occupancy = useQuery(occupancyQueryOptions(hotelId, from, WINDOW_DAYS, useBackOfficeArea()));
  const rooms = occupancy.data?.rooms ?? [];
  const last = addDays(from, WINDOW_DAYS - 1);
  const range = t('range', {
    from: formatDate(from, language, { day: 'numeric', month: 'long' }),
    to: formatDate(last, language, { day: 'numeric', month: 'long', year: 'numeric' }),
  });

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>{t('title')}</h2>
          </CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fromId}>{t('from')}</Label>
            <Input
              id={fromId}
              type="date"
              value={from}
              onChange={(event) => event.target.value && setFrom(event.target.value)}
              className="w-40"
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('previous')}
            onClick={() => setFrom(addDays(from, -WINDOW_DAYS))}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => setFrom(todayInMadagascar())}>
            {t('today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('next')}
            onClick={() => setFrom(addDays(from, WINDOW_DAYS))}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p aria-live="polite" className="font-medium text-foreground text-sm">
          {range}
        </p>
        {occupancy.error && !occupancy.data ? (
          <ErrorAlert title={t('loadFailed')}>
            <span>{apiErrorMessage(occupancy.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void occupancy.refetch()}>
              {t('retry')}
            </Button>
          </ErrorAlert>
        ) : !occupancy.data ? (
          <Skeleton className="h-40 w-full" />
        ) : occupancy.data.rooms.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noRooms')}</p>
        ) : (
          <>
            <SelectionBar
              selection={selection}
              onClear={() => setSelection(emptySelection)}
              onEdit={() => setEditing(true)}
            />
            <OccupancyTable
              grid={occupancy.data}
              caption={range}
              language={language}
              busy={occupancy.isPlaceholderData}
              today={today}
              selection={selection}
              onSelectionChange={setSelection}
            />
            <OccupancyLegend />
          </>
        )}
      </CardContent>
      <EditNightsDialog
        open={editing}
        onOpenChange={setEditing}
        hotelId={hotelId}
        rooms={rooms}
        initial={dialogStart(selection, rooms, from, today)}
        onApplied={() => setSelection(emptySelection)}
      />
    </Card>
  );
}

/**
 * What the dialog starts with: the selection, or with none the first night of the window that can
 * be changed, for every room type.
 */
function dialogStart(
  selection: NightSelection,
  rooms: readonly { roomId: string }[],
  windowStart: string,
  today: string,
) {
  const first = windowStart < today ? today : windowStart;
  const nightFrom = selection.from ?? first;
  return {
    from: nightFrom,
    to: selection.to ?? nightFrom,
    roomIds: selection.from ? selection.roomIds : rooms.map((room) => room.roomId),
  };
}

type SelectionBarProps = { selection: NightSelection; onClear: () => void; onEdit: () => void };

/** What is picked, read out as it changes; Clear, and "Edit nights". */
function SelectionBar({ selection, onClear, onEdit }: SelectionBarProps) {
  const { t } = useTranslation('adminOccupancy');
  const language = useLanguage();
  const day = (night: string) =>
    formatDate(night, language, { weekday: 'short', day: 'numeric', month: 'long' });
  const count = selectedNightCount(selection);
  const text =
    selection.anchor && selection.from
      ? t('select.started', { night: day(selection.from) })
      : selection.from && selection.to
        ? t('select.summary', {
            nights: t('select.nights', { count, from: day(selection.from), to: day(selection.to) }),
            rooms:
              selection.roomIds.length > 0
                ? t('select.rooms', { count: selection.roomIds.length })
                : t('select.noRoom'),
          })
        : t('select.hint');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-muted-foreground text-sm">
        {text}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        {selection.from && (
          <Button variant="ghost" onClick={onClear}>
            <XIcon aria-hidden />
            {t('select.clear')}
          </Button>
        )}
        <Button onClick={onEdit}>
          <CalendarCogIcon aria-hidden />
          {t('edit.open')}
        </Button>
      </div>
    </div>
  );
}
