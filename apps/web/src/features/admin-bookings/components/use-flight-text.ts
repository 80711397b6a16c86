import { type Booking, intlLocales } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { journeyStops, journeysOf, localClock } from '../flight-summary';

export type FlightText = {
  /** "TNR → NOS", through the connection when there is one. */
  route: string;
  roundTrip: boolean;
  /** "One way" or "Return". */
  trip: string;
  flightNumbers: string;
  passengers: string;
  /** The local day of the first departure, and of the return's. */
  dates: string;
};

/** A calendar day in words, read as that day wherever the browser is. */
export function useLocalDay() {
  const language = useLanguage();
  return (date: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
    new Intl.DateTimeFormat(intlLocales[language], { ...options, timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
}

/** What a flight booking is, in a few words for a list row; null for a hotel booking. */
export function useFlightText() {
  const { t } = useTranslation('adminBookings');
  const day = useLocalDay();
  return (booking: Booking): FlightText | null => {
    const journeys = journeysOf(booking.flights);
    const [outbound, inbound] = journeys;
    if (booking.kind !== 'FLIGHT' || !outbound) return null;
    const firstDeparture = (flights: typeof outbound.flights) => localClock(flights[0]?.departure ?? '').date;
    const dates = [outbound, inbound].flatMap((journey) =>
      journey ? [day(firstDeparture(journey.flights))] : [],
    );
    return {
      route: journeyStops(outbound).join(' → '),
      roundTrip: Boolean(inbound),
      trip: inbound ? t('flight.roundTrip') : t('flight.oneWay'),
      flightNumbers: journeys
        .flatMap((journey) => journey.flights.map((flight) => flight.flightNumber))
        .join(' · '),
      passengers: t('flight.passengers', { count: booking.passengers.length }),
      dates: dates.join(' – '),
    };
  };
}
