import type { Cabin, FlightInstance, FlightSegment } from '@madabook/contracts';
import { localIsoString } from '../../lib/time-zones';
import { durationMinutes } from './departure-plan';
import type { DepartureRow, seatsOf } from './departures.repo';
import type { Leg } from './legs.repo';

/** A flight number as travellers read it: MW 102. */
export const flightCode = (airlineCode: string, flightNumber: string) => `${airlineCode} ${flightNumber}`;

export function toSegment(leg: Leg, cabin: Cabin): FlightSegment {
  return {
    instanceId: leg.instanceId,
    flightNumber: flightCode(leg.airline.code, leg.flightNumber),
    airline: leg.airline,
    from: { code: leg.origin.code, name: leg.origin.name, city: leg.origin.city },
    to: { code: leg.destination.code, name: leg.destination.name, city: leg.destination.city },
    departure: localIsoString(leg.departureAt, leg.origin.timeZone),
    arrival: localIsoString(leg.arrivalAt, leg.destination.timeZone),
    durationMinutes: durationMinutes(leg),
    cabin,
  };
}

type SeatRow = Awaited<ReturnType<typeof seatsOf>>[number];

export function toFlightInstance(
  row: DepartureRow,
  seats: readonly SeatRow[],
  passengers: number,
): FlightInstance {
  // A cabin the aircraft does not have is left out, unless seats were somehow sold in it.
  const cabins = seats
    .filter((seat) => seat.forSale > 0 || seat.sold > 0)
    .map(({ cabin, forSale, sold }) => ({ cabin, forSale, sold }));
  const forSale = cabins.reduce((sum, seat) => sum + seat.forSale, 0);
  const sold = cabins.reduce((sum, seat) => sum + seat.sold, 0);
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    airline: row.airline,
    flightNumber: flightCode(row.airline.code, row.flightNumber),
    origin: row.origin,
    destination: row.destination,
    departureDate: row.departureDate,
    departure: localIsoString(row.departureAt, row.originZone),
    arrival: localIsoString(row.arrivalAt, row.destinationZone),
    status: row.status,
    seats: cabins,
    loadFactor: forSale === 0 ? 0 : Math.round((sold / forSale) * 1000) / 1000,
    passengers,
  };
}
