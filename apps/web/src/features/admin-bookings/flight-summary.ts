import type { Booking, BookingFlight, FlightDirection, PassengerType } from '@madabook/contracts';

/** The flights of one way of a trip, in travel order: one, or two through a connection. */
export type Journey = { direction: FlightDirection; flights: BookingFlight[] };

/** A flight booking's outbound journey, then its return when there is one. */
export function journeysOf(flights: readonly BookingFlight[]): Journey[] {
  const directions: FlightDirection[] = ['OUTBOUND', 'RETURN'];
  return directions.flatMap((direction) => {
    const legs = flights.filter((flight) => flight.direction === direction);
    return legs.length > 0 ? [{ direction, flights: legs }] : [];
  });
}

/** The airports a journey goes through, first to last: ["NOS", "TNR", "FTU"] for a connection. */
export function journeyStops(journey: Journey): string[] {
  const first = journey.flights[0];
  return first ? [first.from.code, ...journey.flights.map((flight) => flight.to.code)] : [];
}

export type PassengerCounts = Record<PassengerType, number>;

export function passengerCounts(passengers: Booking['passengers']): PassengerCounts {
  const counts: PassengerCounts = { ADULT: 0, CHILD: 0, INFANT: 0 };
  for (const passenger of passengers) counts[passenger.type] += 1;
  return counts;
}

/**
 * The day and clock time written in an ISO string with its offset, as the airport's clock reads
 * them, never moved to the browser's zone: "2026-12-01T08:05:00+03:00" → 2026-12-01, 08:05.
 */
export function localClock(value: string): { date: string; time: string } {
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}
