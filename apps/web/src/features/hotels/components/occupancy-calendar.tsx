import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { occupancyQueryOptions } from '../api/occupancy';
import { addDays, todayInMadagascar } from '../occupancy';
import { OccupancyLegend, OccupancyTable } from './occupancy-table';

const WINDOW_DAYS = 14;

/** Rooms sold and left for each room type on each night of a two-week window. */
export function OccupancyCalendar({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation('adminOccupancy');
  const language = useLanguage();
  const fromId = useId();
  const [from, setFrom] = useState(todayInMadagascar);
  const occupancy = useQuery(occupancyQueryOptions(hotelId, from, WINDOW_DAYS));
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
            <OccupancyTable
              grid={occupancy.data}
              caption={range}
              language={language}
              busy={occupancy.isPlaceholderData}
            />
            <OccupancyLegend />
          </>
        )}
      </CardContent>
    </Card>
  );
}
