import { type BookingFlight, type bookingPassengerSchema, madagascarTimeZone } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { localIsoString } from '../../lib/time-zones';
import { flightCode } from '../flights/flight-views';
import {
  type AirportSummary,
  airportsByCode,
  type FlightLine,
  flightLinesOf,
  passengersOf,
} from './bookings.repo';

type BookingPassenger = z.infer<typeof bookingPassengerSchema>;

export interface FlightItinerary {
  flights: BookingFlight[];
  passengers: BookingPassenger[];
}

/** An airport no longer on file still shows by its code, at Madagascar's time. */
const placeOf = (code: string, airports: Map<string, AirportSummary>) =>
  airports.get(code) ?? { code, name: code, city: code, timeZone: madagascarTimeZone };

function toBookingFlight({ line, departureStatus }: FlightLine, airports: Map<string, AirportSummary>) {
  const from = placeOf(line.origin, airports);
  const to = placeOf(line.destination, airports);
  return {
    instanceId: line.instanceId,
    direction: line.direction,
    flightNumber: flightCode(line.airlineCode, line.flightNumber),
    airline: { code: line.airlineCode, name: line.airlineName },
    from: { code: from.code, name: from.name, city: from.city },
    to: { code: to.code, name: to.name, city: to.city },
    departure: localIsoString(line.departureAt, from.timeZone),
    arrival: localIsoString(line.arrivalAt, to.timeZone),
    cabin: line.cabin,
    fareFamily: line.fareFamily,
    pricePerPassenger: { adult: line.adultFare, child: line.childFare, infant: line.infantFare },
    subtotal: line.subtotal,
    cancelledByAirline: departureStatus === 'CANCELLED',
    connectionBroken: line.connectionBrokenAt !== null,
  } satisfies BookingFlight;
}

/**
 * The flights (as sold, in travel order, at each airport's local time) and
 * passengers of flight bookings, by booking id. Reads with the caller's
 * database or transaction, so a mail can be written from what it just stored.
 */
export async function loadFlightItineraries(
  db: Database | Transaction,
  bookingIds: string[],
): Promise<Map<string, FlightItinerary>> {
  // One query after the other: a transaction's connection runs one at a time.
  const lines = await flightLinesOf(db, bookingIds);
  const passengers = await passengersOf(db, bookingIds);
  const codes = [...new Set(lines.flatMap(({ line }) => [line.origin, line.destination]))];
  const airports = new Map((await airportsByCode(db, codes)).map((airport) => [airport.code, airport]));
  const itineraries = new Map<string, FlightItinerary>(
    bookingIds.map((id) => [id, { flights: [], passengers: [] }]),
  );
  for (const line of lines)
    itineraries.get(line.line.bookingId)?.flights.push(toBookingFlight(line, airports));
  for (const passenger of passengers) {
    itineraries.get(passenger.bookingId)?.passengers.push({
      type: passenger.type,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      birthDate: passenger.birthDate,
    });
  }
  return itineraries;
}

/** The time zones of these airports: `has` tells which are on file, `zoneOf` answers one's zone. */
export async function airportZones(db: Database | Transaction, codes: string[]) {
  const zones = new Map((await airportsByCode(db, codes)).map((airport) => [airport.code, airport.timeZone]));
  return {
    has: (code: string) => zones.has(code),
    zoneOf: (code: string) => zones.get(code) ?? madagascarTimeZone,
  };
}

/** The instant the last flight lands: a journey is upcoming until then. */
export const lastLanding = (flights: Array<Pick<BookingFlight, 'arrival'>>) =>
  Math.max(...flights.map((flight) => Date.parse(flight.arrival)));
