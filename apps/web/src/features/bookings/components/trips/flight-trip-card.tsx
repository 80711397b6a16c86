import type { Booking } from '@madabook/contracts';
import { ArrowLeftRightIcon, ArrowRightIcon, PlaneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { journeysOf } from './flight/flight-itinerary';
import { useFlightFormat } from './flight/use-flight-format';
import { TripCardFrame } from './trip-card-frame';

/** One flight booking in the list: route, days and times, flight numbers, reference and status. */
export function FlightTripCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const format = useFlightFormat();
  const journeys = journeysOf(booking.flights);
  const outbound = journeys[0]?.segments;
  const origin = outbound?.[0]?.from;
  const destination = outbound?.at(-1)?.to;
  const roundTrip = journeys.length > 1;
  return (
    <TripCardFrame
      booking={booking}
      title={origin && destination ? format.route(origin, destination) : t('flight.unknownRoute')}
      picture={
        <div className="flex items-center justify-center gap-3 bg-lagoon-900 px-4 py-5 font-mono font-semibold text-sand-50 text-xl sm:w-48 sm:flex-col sm:gap-1">
          <PlaneIcon aria-hidden className="size-6 text-lagoon-200" />
          {origin && destination && (
            <p aria-hidden className="flex items-center gap-2">
              {origin.code}
              {roundTrip ? <ArrowLeftRightIcon className="size-4" /> : <ArrowRightIcon className="size-4" />}
              {destination.code}
            </p>
          )}
        </div>
      }
    >
      <p className="text-muted-foreground text-sm">
        {roundTrip ? t('flight.roundTrip') : t('flight.oneWay')} ·{' '}
        {t('flight.passengers', { count: booking.passengers.length })}
      </p>
      <ul className="flex flex-col gap-1 text-foreground text-sm">
        {journeys.map((journey) => {
          const first = journey.segments[0];
          const last = journey.segments.at(-1);
          if (!first || !last) return null;
          return (
            <li key={`${journey.direction}-${first.departure}`}>
              <span className="sr-only">{format.direction(journey.direction)} : </span>
              <span className="font-medium">{format.day(first.departure)}</span>{' '}
              {t('flight.times', {
                departure: format.clock(first.departure),
                arrival: format.clock(last.arrival),
              })}
              {' · '}
              <span className="text-muted-foreground">
                {journey.segments.map((segment, index) => (
                  <span key={`${segment.flightNumber}-${segment.departure}`} className="whitespace-nowrap">
                    {index > 0 && ', '}
                    {segment.flightNumber}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-auto font-bold text-foreground text-lg">{format.price(booking.total)}</p>
    </TripCardFrame>
  );
}
