import { addDays, type FlightDirection, maxNights, nightsBetween } from '@madabook/contracts';
import { localDay } from '@/lib/local-times';
import type { PassengerCounts } from './flight-price';

type SuggestionFlight = {
  direction: FlightDirection;
  to: { city: string };
  departure: string;
  arrival: string;
};

/** The /hotels search offered after a flight: where it lands, from that day, for everyone with a seat. */
export type HotelSuggestion = { city: string; checkIn: string; checkOut: string; guests: number };

/** Nights suggested after a one-way flight. */
export const oneWayStayNights = 2;

/**
 * A stay in the arrival city of the outbound journey, from its local arrival date to the return
 * flight's departure date (two nights after a one-way flight), for adults and children (infants share
 * a bed). None when the return leaves the day of arrival; a stay longer than a hotel booking allows
 * is cut to the longest one.
 */
export function hotelSuggestion(
  flights: readonly SuggestionFlight[],
  counts: PassengerCounts,
): HotelSuggestion | null {
  const outbound = flights.filter((flight) => flight.direction === 'OUTBOUND');
  const arrival = outbound.at(-1);
  if (!arrival) return null;
  const checkIn = localDay(arrival.arrival);
  const returning = flights.find((flight) => flight.direction === 'RETURN');
  const wanted = returning ? localDay(returning.departure) : addDays(checkIn, oneWayStayNights);
  const nights = nightsBetween(checkIn, wanted);
  if (nights < 1) return null;
  return {
    city: arrival.to.city,
    checkIn,
    checkOut: nights > maxNights ? addDays(checkIn, maxNights) : wanted,
    guests: Math.max(1, counts.adults + counts.children),
  };
}
