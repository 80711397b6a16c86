import { useTranslation } from 'react-i18next';
import { clockTime, dayOffset, localDay } from '@/lib/local-times';
import { connectionsOf } from '../flight-times';
import type { Itinerary } from '../itineraries';
import { useFlightFormat } from './use-flight-format';

/** The sentences of an itinerary: its stops, the arrival's day, and the whole of it for a screen reader. */
export function useItineraryText() {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const place = (airport: { city: string; code: string }) => `${airport.city} (${airport.code})`;

  /** "Direct", or "1 stop · TNR · 1 h 20 min connection". */
  const stops = (itinerary: Itinerary) => {
    if (itinerary.stops === 0) return t('card.direct');
    const connections = connectionsOf(itinerary.segments);
    const [only] = connections;
    if (connections.length === 1 && only) {
      return t('card.oneStop', { airport: only.airport.code, connection: format.duration(only.minutes) });
    }
    return t('card.stops', {
      count: itinerary.stops,
      airports: connections.map((connection) => connection.airport.code).join(', '),
    });
  };

  /** "+1" once it lands on another day than it left. */
  const arrivalOffset = (itinerary: Itinerary) => dayOffset(itinerary.departure, itinerary.arrival);

  const summary = (itinerary: Itinerary) => {
    const first = itinerary.segments[0];
    const last = itinerary.segments.at(-1);
    if (!first || !last) return '';
    const offset = arrivalOffset(itinerary);
    return t('card.summary', {
      airline: itinerary.airlines.map((airline) => airline.name).join(', '),
      flights: itinerary.segments.map((segment) => segment.flightNumber).join(', '),
      departure: clockTime(itinerary.departure),
      from: place(first.from),
      arrival:
        offset === 0
          ? clockTime(itinerary.arrival)
          : t('card.arrivalOn', {
              time: clockTime(itinerary.arrival),
              day: format.day(localDay(itinerary.arrival)),
            }),
      to: place(last.to),
      stops: stops(itinerary),
      duration: format.duration(itinerary.durationMinutes),
    });
  };

  return { stops, arrivalOffset, summary };
}
