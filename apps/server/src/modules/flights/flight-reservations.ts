import type { Cabin, FareFamily, FlightDirection, PassengerType } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import type { Actor } from '../audit/audit.service';

/** One flight of a journey as the booking core stores it (table `booking_flight`), priced and with its seats taken. */
export interface ReservedFlight {
  instanceId: string;
  direction: FlightDirection;
  /** Order in the journey, from 0. */
  position: number;
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: Date;
  arrivalAt: Date;
  /** The origin's local date of departure, YYYY-MM-DD. */
  departureDate: string;
  cabin: Cabin;
  fareFamily: FareFamily;
  /** Passengers with a seat: adults and children. */
  seats: number;
  adultFare: number;
  childFare: number;
  infantFare: number;
  subtotal: number;
}

/**
 * What the booking core asks of the flights module, inside its own transaction:
 * flights plug into the one booking core, they do not book by themselves.
 */
export interface FlightReservations {
  /**
   * Checks the offers (signature, expiry, flights still scheduled, fares
   * unchanged, passenger counts as searched) and takes the seats on every
   * flight, one conditional write each. Throws AppError OFFER_EXPIRED,
   * SOLD_OUT or VALIDATION_ERROR; the caller's transaction then rolls back, so
   * no flight keeps a seat taken without the others.
   */
  reserve(
    tx: Transaction,
    request: { offerIds: string[]; passengers: Array<{ type: PassengerType }> },
    now: Date,
  ): Promise<ReservedFlight[]>;
  /** Gives back the seats of a cancelled booking's flights (departures deleted since are skipped). */
  release(
    tx: Transaction,
    flights: Array<{ instanceId: string | null; cabin: Cabin; seats: number }>,
  ): Promise<void>;
}

/** A journey's connection that a departure's new times no longer make, as the airline is told of it. */
export interface BrokenConnection {
  reference: string;
  /** Where the journey changes planes. */
  at: { code: string; city: string };
  /** The flight landing there and the one to catch, with local times at that airport. */
  arriving: { flightNumber: string; arrival: string };
  leaving: { flightNumber: string; departure: string };
}

/** What the flights module asks of the booking core when an airline (or an admin) changes a departure. */
export interface DepartureBookings {
  /**
   * Cancels, in the caller's transaction, every confirmed booking with a flight
   * on this departure (cancelled by the airline, seats on their other flights
   * given back, a mail to each contact). Answers how many bookings it cancelled.
   */
  cancelBookingsOnDeparture(tx: Transaction, instanceId: string, actor: Actor): Promise<number>;
  /**
   * Gives the active bookings on this departure its new times, in the caller's transaction, with
   * what follows from them (a flexible fare's cancellation deadline, the trip's end, connections
   * that no longer hold, flagged), and mails each contact. Answers how many bookings were told,
   * and the connections through this departure that its new times break.
   */
  followDepartureTimes(
    tx: Transaction,
    instanceId: string,
    times: { departureAt: Date; arrivalAt: Date },
  ): Promise<{ told: number; brokenConnections: BrokenConnection[] }>;
}
