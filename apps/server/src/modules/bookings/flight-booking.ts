import {
  ageOn,
  type FieldIssue,
  type flightBookingCreateSchema,
  flightMessages,
  type PassengerType,
  passengerAges,
} from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { guestRecipient } from '../../mail/booking-guest';
import { enqueueMail } from '../../mail/outbox';
import type { RefundLine } from '../../mail/templates/payment-copy';
import type { FlightReservations } from '../flights/flight-reservations';
import type { BookingLinks } from './booking-links';
import { type BookingRow, flightLinesOf, insertFlightLines } from './bookings.repo';
import { airportZones, loadFlightItineraries } from './flight-itinerary';
import { type BookingDraft, requestDigest } from './idempotent-create';
import { freeCancellationUntil, journeyDays } from './journey-rules';

export type FlightBookingCreate = z.output<typeof flightBookingCreateSchema>;

/** Offers and passengers keep their order: it is the journey's and the ticket's. */
export const flightRequestDigest = (input: FlightBookingCreate) => requestDigest(input);

/** Each passenger's age on the day of the first departure must fit its type (an infant under 2, a child 2 to 11). */
function passengerAgeIssues(passengers: FlightBookingCreate['passengers'], travelDay: string): FieldIssue[] {
  return passengers.flatMap((passenger, index) => {
    const age = ageOn(passenger.birthDate, travelDay);
    const { min, max } = passengerAges[passenger.type];
    return passenger.birthDate > travelDay || age < min || age > max
      ? [{ path: `passengers.${index}.birthDate`, message: flightMessages.passengerAge }]
      : [];
  });
}

/**
 * A journey: the flights module checks the offers and takes the seats on
 * every flight (or throws, and the whole transaction rolls back, so no flight
 * keeps a seat without the others); the passengers must be of the age their
 * type says on the day they fly.
 */
export async function draftFlightBooking(
  tx: Transaction,
  input: FlightBookingCreate,
  context: { flights: FlightReservations; now: Date },
): Promise<BookingDraft> {
  const reserved = await context.flights.reserve(
    tx,
    { offerIds: input.offerIds, passengers: input.passengers.map(({ type }) => ({ type })) },
    context.now,
  );
  const flights = [...reserved].sort((a, b) => a.position - b.position);
  const first = flights[0];
  const last = flights.at(-1);
  if (!first || !last) throw new AppError('OFFER_EXPIRED', undefined, undefined, 409);

  const issues = passengerAgeIssues(input.passengers, first.departureDate);
  if (issues.length > 0) throw new AppError('VALIDATION_ERROR', flightMessages.passengerAge, { issues }, 422);

  const zones = await airportZones(tx, [first.origin, last.destination]);
  if (!zones.has(first.origin) || !zones.has(last.destination))
    throw new AppError('OFFER_EXPIRED', undefined, undefined, 409);
  const leadAdult = input.passengers.find((passenger) => passenger.type === 'ADULT') ?? input.passengers[0];

  return {
    booking: {
      totalAmount: flights.reduce((sum, flight) => sum + flight.subtotal, 0),
      guestName: leadAdult ? `${leadAdult.firstName} ${leadAdult.lastName}` : '',
      guestEmail: input.contact.email,
      guestPhone: input.contact.phone,
      ...journeyDays(first, last, zones.zoneOf),
      guests: input.passengers.length,
      freeCancellationUntil: freeCancellationUntil(flights),
    },
    // Airlines sell tickets paid: the whole journey online (when an online method is on).
    prepaymentPercent: 100,
    writeLines: (lineTx, bookingId) =>
      insertFlightLines(
        lineTx,
        flights.map((flight) => ({
          id: newId(),
          bookingId,
          instanceId: flight.instanceId,
          direction: flight.direction,
          position: flight.position,
          airlineCode: flight.airlineCode,
          airlineName: flight.airlineName,
          flightNumber: flight.flightNumber,
          origin: flight.origin,
          destination: flight.destination,
          departureAt: flight.departureAt,
          arrivalAt: flight.arrivalAt,
          cabin: flight.cabin,
          fareFamily: flight.fareFamily,
          seats: flight.seats,
          adultFare: flight.adultFare,
          childFare: flight.childFare,
          infantFare: flight.infantFare,
          subtotal: flight.subtotal,
        })),
        input.passengers.map((passenger, position) => ({
          id: newId(),
          bookingId,
          position,
          type: passenger.type,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          birthDate: passenger.birthDate,
        })),
      ),
  };
}

/** Sends the journey's e-ticket, from what the booking stored. */
export async function queueJourneyConfirmation(tx: Transaction, row: BookingRow, links: BookingLinks) {
  const itinerary = (await loadFlightItineraries(tx, [row.id])).get(row.id);
  await enqueueMail(tx, {
    to: guestRecipient(row),
    template: 'flight-booked',
    data: {
      reference: row.reference,
      passengers: itinerary?.passengers ?? [],
      flights: itinerary?.flights ?? [],
      total: row.totalAmount,
      freeCancellationUntil: row.freeCancellationUntil?.toISOString() ?? null,
      url: links.trip(row.id),
      printUrl: links.printableTicket(row.id),
    },
  });
}

/**
 * Gives back the seats of a cancelled journey and tells its contact what was
 * refunded. When the airline cancelled one departure, that departure's seats
 * stay as they are (it no longer flies) and the mail apologises and points to
 * a new search; a journey left unpaid gets its own mail: released, not cancelled.
 */
export async function cancelFlightJourney(
  tx: Transaction,
  cancelled: BookingRow,
  context: {
    flights: FlightReservations;
    links: BookingLinks;
    refunds: RefundLine[];
    cancelledDepartureId?: string;
  },
) {
  const lines = await flightLinesOf(tx, [cancelled.id]);
  const itineraries = await loadFlightItineraries(tx, [cancelled.id]);
  // Every flight gives its seats back, the cancelled departure's too: seats sold always equal the confirmed bookings.
  await context.flights.release(
    tx,
    lines.map(({ line }) => ({ instanceId: line.instanceId, cabin: line.cabin, seats: line.seats })),
  );

  const flights = itineraries.get(cancelled.id)?.flights ?? [];
  const passengers = itineraries.get(cancelled.id)?.passengers ?? [];
  const cancelledFlight = flights.find((flight) => flight.instanceId === context.cancelledDepartureId);
  if (cancelled.cancellationSource === 'AIRLINE' && cancelledFlight) {
    const sameWay = flights.filter((flight) => flight.direction === cancelledFlight.direction);
    const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
    await enqueueMail(tx, {
      to: guestRecipient(cancelled),
      template: 'flight-cancelled-by-airline',
      data: {
        reference: cancelled.reference,
        cancelledFlight,
        otherFlights: flights.filter((flight) => flight !== cancelledFlight),
        refunds: context.refunds,
        searchUrl: context.links.flightSearch({
          from: sameWay[0]?.from.code ?? cancelledFlight.from.code,
          to: sameWay.at(-1)?.to.code ?? cancelledFlight.to.code,
          departDate: (sameWay[0] ?? cancelledFlight).departure.slice(0, 10),
          adults: count('ADULT'),
          children: count('CHILD'),
          infants: count('INFANT'),
        }),
        url: context.links.trips,
      },
    });
    return;
  }
  if (cancelled.cancellationSource === 'PAYMENT') {
    await enqueueMail(tx, {
      to: guestRecipient(cancelled),
      template: 'flight-released',
      data: { reference: cancelled.reference, flights, refunds: context.refunds, url: context.links.trips },
    });
    return;
  }
  await enqueueMail(tx, {
    to: guestRecipient(cancelled),
    template: 'flight-cancelled',
    data: {
      reference: cancelled.reference,
      flights,
      cancelledBy: cancelled.cancellationSource === 'GUEST' ? 'GUEST' : 'ADMIN',
      refunds: context.refunds,
      url: context.links.trips,
    },
  });
}
