import { type FareFamily, type FlightDirection, flexCancellationHours } from '@madabook/contracts';
import { localDateIn } from '../../lib/time-zones';
import { makesConnection } from '../flights/itineraries';

/**
 * What a journey's booking derives from its flights' times, at sale time and again whenever the
 * airline moves one of them. Each takes the flights in travel order.
 */

const hourMs = 3_600_000;

interface TimedFlight {
  departureAt: Date;
  arrivalAt: Date;
}

/** A flexible journey may be cancelled until shortly before its first departure; any other fare not at all. */
export function freeCancellationUntil(
  flights: ReadonlyArray<{ fareFamily: FareFamily; departureAt: Date }>,
): Date | null {
  const first = flights[0];
  return first && flights.every((flight) => flight.fareFamily === 'FLEX')
    ? new Date(first.departureAt.getTime() - flexCancellationHours * hourMs)
    : null;
}

/**
 * The days a booking keeps for a journey: the local date of its first departure at that airport
 * (checkIn) and of its last arrival at its own (checkOut, the trip's end).
 */
export function journeyDays(
  first: { departureAt: Date; origin: string },
  last: { arrivalAt: Date; destination: string },
  zoneOf: (airportCode: string) => string,
): { checkIn: string; checkOut: string } {
  return {
    checkIn: localDateIn(first.departureAt, zoneOf(first.origin)),
    checkOut: localDateIn(last.arrivalAt, zoneOf(last.destination)),
  };
}

/**
 * For each flight, whether it no longer connects with the flight before it on the same way (the
 * second flight of a one-stop journey): too short or too long a time on the ground, or landing
 * after it leaves.
 */
export function brokenConnections(
  flights: ReadonlyArray<TimedFlight & { direction: FlightDirection }>,
): boolean[] {
  return flights.map((flight, index) => {
    const previous = flights[index - 1];
    return previous?.direction === flight.direction && !makesConnection(previous, flight);
  });
}
