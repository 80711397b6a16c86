import type { Airline, Cabin, FlightInstance } from '@madabook/contracts';
import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * The airline's colour, as a small tail-fin swatch beside its flight numbers. It only decorates:
 * the airline is always named in text too. The ring keeps a pale colour visible on white.
 */
export function AirlineSwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      data-slot="airline-swatch"
      className={cn(
        'inline-block size-3.5 shrink-0 rounded-sm ring-1 ring-foreground/15 ring-inset',
        className,
      )}
      style={{ backgroundColor: color }}
    />
  );
}

/** "MW 102" beside its airline's colour, the airline's name under it. */
export function FlightCell({
  airline,
  flightNumber,
}: {
  airline: Pick<Airline, 'name' | 'color'> | undefined;
  flightNumber: string;
}) {
  return (
    <span className="flex items-start gap-2">
      {airline && <AirlineSwatch color={airline.color} className="mt-0.5" />}
      <span className="flex flex-col">
        <span className="whitespace-nowrap font-mono font-semibold text-foreground">{flightNumber}</span>
        {airline && <span className="whitespace-nowrap text-muted-foreground text-xs">{airline.name}</span>}
      </span>
    </span>
  );
}

/**
 * "TNR → NOS", read "TNR to NOS"; the cities under the codes when they are known, from 640 px up:
 * on a phone the codes leave the day and time of each flight in view.
 */
export function RouteCell({
  origin,
  destination,
  cityOf,
}: {
  origin: string;
  destination: string;
  cityOf?: (code: string) => string | undefined;
}) {
  const { t } = useTranslation('adminFlights');
  const cities = [cityOf?.(origin), cityOf?.(destination)];
  return (
    <span className="flex flex-col">
      <span className="flex items-center gap-1.5 whitespace-nowrap font-medium font-mono text-foreground">
        {origin}
        <ArrowRightIcon aria-hidden className="size-3.5 text-muted-foreground" />
        <span className="sr-only">{t('route.to')}</span>
        {destination}
      </span>
      {cities[0] && cities[1] && (
        <span className="min-w-32 max-w-52 text-muted-foreground text-xs max-sm:hidden">
          {t('route.cities', { origin: cities[0], destination: cities[1] })}
        </span>
      )}
    </span>
  );
}

export function DepartureStatusBadge({ status }: { status: FlightInstance['status'] }) {
  const { t } = useTranslation('adminFlights');
  return (
    <Badge variant={status === 'CANCELLED' ? 'destructive' : 'outline'}>
      {t(`departures.status.${status}`)}
    </Badge>
  );
}

/** "+1" after a time that falls on a later day, said in full to screen readers. */
export function NextDayMark({ days }: { days: number }) {
  const { t } = useTranslation('adminFlights');
  if (days <= 0) return null;
  return (
    <>
      <sup aria-hidden className="ml-0.5 font-semibold text-accent">
        +{days}
      </sup>
      <span className="sr-only">{t('departures.nextDay', { count: days })}</span>
    </>
  );
}

type CabinLine = { cabin: Cabin; figure: ReactNode; spoken: string };

/** A figure per cabin beside its short name ("Eco 45 / 70"), read out as a sentence. */
export function CabinLines({ lines }: { lines: readonly CabinLine[] }) {
  const { t } = useTranslation('adminFlights');
  return (
    <ul className="flex flex-col gap-0.5 whitespace-nowrap">
      {lines.map(({ cabin, figure, spoken }) => (
        <li key={cabin}>
          <span aria-hidden className="inline-flex gap-1.5">
            <span className="w-8 text-muted-foreground text-xs leading-5">{t(`cabins.short.${cabin}`)}</span>
            <span className="tabular-nums">{figure}</span>
          </span>
          <span className="sr-only">{spoken}</span>
        </li>
      ))}
    </ul>
  );
}
