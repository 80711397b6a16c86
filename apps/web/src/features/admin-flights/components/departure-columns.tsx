import type { FlightInstance } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useLanguage } from '@/lib/i18n';
import { cabinSeats } from '../load-factor';
import { arrivalDayOffset, formatDay, localClock } from '../local-time';
import { CabinLines, DepartureStatusBadge, FlightCell, NextDayMark, RouteCell } from './flight-parts';
import { LoadFactorBar } from './load-factor-bar';

/**
 * "08:05" over "Tue 1 Dec", as the airport's clock and calendar read them. An arrival shows its
 * day only when it is not the departure's.
 */
function LocalTimeCell({ value, dayOffset }: { value: string; dayOffset?: number }) {
  const showDate = dayOffset === undefined || dayOffset !== 0;
  const language = useLanguage();
  const { date, time } = localClock(value);
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className="font-medium text-foreground tabular-nums">
        {time}
        <NextDayMark days={dayOffset ?? 0} />
      </span>
      {showDate && <span className="text-muted-foreground text-xs">{formatDay(date, language)}</span>}
    </span>
  );
}

/** Seats sold over seats for sale, a line per cabin: "Eco 45/70", read "Economy: 45 sold of 70". */
function SeatsCell({ instance }: { instance: FlightInstance }) {
  const { t } = useTranslation('adminFlights');
  const rows = cabinSeats(instance.seats);
  if (rows.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <CabinLines
      lines={rows.map(({ cabin, sold, forSale }) => ({
        cabin,
        figure: (
          <>
            {sold}
            <span className="text-muted-foreground"> / {forSale}</span>
          </>
        ),
        spoken: t('departures.seatsText', { cabin: t(`cabins.long.${cabin}`), sold, forSale }),
      }))}
    />
  );
}

/**
 * The departures' columns. `airlineNamed` is false on an airline's own page, where every flight
 * is that airline's: its name under each would only take the room of the figures.
 */
export function useDepartureColumns(
  cityOf: (code: string) => string | undefined,
  { airlineNamed = true } = {},
): DataTableColumn<FlightInstance>[] {
  const { t } = useTranslation('adminFlights');
  return [
    {
      id: 'flight',
      header: t('departures.columns.flight'),
      cell: (instance) => (
        <FlightCell
          airline={airlineNamed ? instance.airline : undefined}
          flightNumber={instance.flightNumber}
        />
      ),
    },
    {
      id: 'route',
      header: t('departures.columns.route'),
      cell: (instance) => (
        <RouteCell origin={instance.origin} destination={instance.destination} cityOf={cityOf} />
      ),
    },
    {
      id: 'departure',
      header: t('departures.columns.departure'),
      cell: (instance) => <LocalTimeCell value={instance.departure} />,
    },
    {
      id: 'arrival',
      header: t('departures.columns.arrival'),
      cell: (instance) => (
        <LocalTimeCell
          value={instance.arrival}
          dayOffset={arrivalDayOffset(instance.departure, instance.arrival)}
        />
      ),
    },
    {
      id: 'seats',
      header: t('departures.columns.seats'),
      // Its long title may take two lines: the figures under it need half its width.
      className: 'whitespace-normal',
      cell: (instance) => <SeatsCell instance={instance} />,
    },
    {
      id: 'loadFactor',
      header: t('departures.columns.loadFactor'),
      cell: (instance) => <LoadFactorBar loadFactor={instance.loadFactor} />,
    },
    {
      id: 'passengers',
      header: t('departures.columns.passengers'),
      className: 'text-right tabular-nums',
      cell: (instance) => instance.passengers,
    },
    {
      id: 'status',
      header: t('departures.columns.status'),
      cell: (instance) => <DepartureStatusBadge status={instance.status} />,
    },
  ];
}
