import { maxConnectionMinutes, minConnectionMinutes } from '@madabook/contracts';

const minuteMs = 60_000;

interface Timed {
  departureAt: Date;
  arrivalAt: Date;
}

/** Minutes on the ground between landing and the next take-off. */
export const connectionMinutes = (arriving: Timed, leaving: Timed) =>
  (leaving.departureAt.getTime() - arriving.arrivalAt.getTime()) / minuteMs;

/** Enough time to change planes and bags, not so long that it is no longer one journey. */
export const makesConnection = (arriving: Timed, leaving: Timed) => {
  const minutes = connectionMinutes(arriving, leaving);
  return minutes >= minConnectionMinutes && minutes <= maxConnectionMinutes;
};

/** Whether every flight of an itinerary connects with the next. */
export const connectsThroughout = (flights: readonly Timed[]) =>
  flights.every((flight, index) => index === 0 || makesConnection(flights[index - 1] as Timed, flight));

/** The window in which a second flight may leave after any of the first flights lands. */
export function connectionWindow(arrivals: readonly Timed[]): [Date, Date] | undefined {
  if (arrivals.length === 0) return undefined;
  const landings = arrivals.map((flight) => flight.arrivalAt.getTime());
  return [
    new Date(Math.min(...landings) + minConnectionMinutes * minuteMs),
    new Date(Math.max(...landings) + maxConnectionMinutes * minuteMs),
  ];
}

/** Every pair of a first and a second flight that make a connection. */
export function oneStopItineraries<Flight extends Timed>(
  firstFlights: readonly Flight[],
  secondFlights: readonly Flight[],
): Flight[][] {
  return firstFlights.flatMap((first) =>
    secondFlights.filter((second) => makesConnection(first, second)).map((second) => [first, second]),
  );
}
