import type { Cabin, FlightDirection } from '@madabook/contracts';
import { PlaneIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dayOffset, minutesBetween } from '@/lib/local-times';
import { useFlightFormat } from './use-flight-format';

type Place = { code: string; name: string; city: string };

/** A flight as both an offer and a booking describe it. */
export type ItinerarySegment = {
  flightNumber: string;
  airline: { name: string; color?: string };
  from: Place;
  to: Place;
  departure: string;
  arrival: string;
  cabin: Cabin;
  /** Cancelled by the airline. */
  cancelled?: boolean;
};

export type ItineraryJourney<Segment extends ItinerarySegment = ItinerarySegment> = {
  direction: FlightDirection;
  segments: Segment[];
};

/** A booking's flights (in travel order) as its outbound and return journeys. */
export function journeysOf<Segment extends ItinerarySegment & { direction: FlightDirection }>(
  flights: readonly Segment[],
): ItineraryJourney<Segment>[] {
  const journeys: ItineraryJourney<Segment>[] = [];
  for (const flight of flights) {
    const last = journeys.at(-1);
    if (last?.direction === flight.direction) last.segments.push(flight);
    else journeys.push({ direction: flight.direction, segments: [flight] });
  }
  return journeys;
}

type HeadingLevel = 2 | 3;

/**
 * Each journey under its day, flight by flight: local departure and arrival times at each airport
 * (as the airports' clocks say), flight number, airline, cabin, and the connection between flights.
 */
export function FlightItinerary({
  journeys,
  headingLevel = 3,
}: {
  journeys: readonly ItineraryJourney[];
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className="flex flex-col gap-6">
      {journeys.map((journey) => (
        <Journey
          key={`${journey.direction}-${journey.segments[0]?.departure}`}
          journey={journey}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}

function Journey({ journey, headingLevel }: { journey: ItineraryJourney; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  const headingId = useId();
  const first = journey.segments[0];
  const last = journey.segments.at(-1);
  if (!first || !last) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stops = journey.segments.length - 1;
  const total = minutesBetween(first.departure, last.arrival);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="font-semibold text-foreground">
          <span className="text-primary">{format.direction(journey.direction)}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {format.longDay(first.departure)}
        </Heading>
        <p className="text-muted-foreground text-sm">
          {stops === 0 ? t('itinerary.direct') : t('itinerary.stops', { count: stops, city: first.to.city })}
          {' · '}
          {format.duration(total)}
        </p>
      </div>
      <ol className="flex flex-col">
        {journey.segments.map((segment, index) => {
          const next = journey.segments[index + 1];
          return (
            <li key={`${segment.flightNumber}-${segment.departure}`} className="flex flex-col">
              <Segment segment={segment} />
              {next && (
                <p className="my-2 ml-16 rounded-md bg-secondary px-3 py-1.5 text-secondary-foreground text-sm">
                  {t('itinerary.connection', {
                    city: segment.to.city,
                    duration: format.duration(minutesBetween(segment.arrival, next.departure)),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Segment({ segment }: { segment: ItinerarySegment }) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  const shift = dayOffset(segment.departure, segment.arrival);
  return (
    <div
      className={cn(
        'grid grid-cols-[3.5rem_1rem_minmax(0,1fr)] gap-x-2',
        segment.cancelled && 'text-muted-foreground',
      )}
    >
      <time
        dateTime={segment.departure}
        className="font-semibold text-foreground text-lg tabular-nums leading-7"
      >
        <span className="sr-only">{t('itinerary.departure')} </span>
        {format.clock(segment.departure)}
      </time>
      <span aria-hidden className="relative flex justify-center">
        <span className="absolute top-2.5 size-2.5 rounded-full border-2 border-primary bg-card" />
        <span className="absolute top-5 bottom-0 border-border border-l-2" />
      </span>
      <PlaceLine place={segment.from} />

      <span />
      <span aria-hidden className="flex justify-center">
        <span className="border-border border-l-2" />
      </span>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-muted-foreground text-sm">
        <PlaneIcon aria-hidden className="size-4 rotate-90 text-primary" />
        <span className="font-medium text-foreground">{segment.flightNumber}</span>
        <span className="inline-flex items-center gap-1.5">
          {segment.airline.color && (
            <span
              aria-hidden
              className="size-2.5 rounded-full"
              style={{ backgroundColor: segment.airline.color }}
            />
          )}
          {segment.airline.name}
        </span>
        <span aria-hidden>·</span>
        <span>{format.cabin(segment.cabin)}</span>
        <span aria-hidden>·</span>
        <span>{format.duration(minutesBetween(segment.departure, segment.arrival))}</span>
        {segment.cancelled && <Badge variant="destructive">{t('itinerary.cancelled')}</Badge>}
      </div>

      <time
        dateTime={segment.arrival}
        className="font-semibold text-foreground text-lg tabular-nums leading-7"
      >
        <span className="sr-only">{t('itinerary.arrival')} </span>
        {format.clock(segment.arrival)}
        {shift > 0 && (
          <sup className="ml-0.5 font-medium text-accent text-xs">
            <span aria-hidden>+{shift}</span>
            <span className="sr-only"> {t('itinerary.nextDay', { count: shift })}</span>
          </sup>
        )}
      </time>
      <span aria-hidden className="relative flex justify-center">
        <span className="absolute top-0 h-2.5 border-border border-l-2" />
        <span className="absolute top-2.5 size-2.5 rounded-full border-2 border-primary bg-primary" />
      </span>
      <PlaceLine place={segment.to} />
    </div>
  );
}

/** "NOS Nosy Be" on the line of its time, the airport's name under it. */
function PlaceLine({ place }: { place: Place }) {
  return (
    <p className="flex flex-col">
      <span className="leading-7">
        <span className="font-semibold text-foreground">{place.code}</span>{' '}
        <span className="text-foreground">{place.city}</span>
      </span>
      <span className="text-muted-foreground text-sm leading-5">{place.name}</span>
    </p>
  );
}
