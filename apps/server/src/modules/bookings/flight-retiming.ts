import type { BookingFlight } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { guestRecipient } from '../../mail/booking-guest';
import { enqueueMail } from '../../mail/outbox';
import type { BrokenConnection } from '../flights/flight-reservations';
import type { BookingLinks } from './booking-links';
import {
  flagBrokenConnections,
  flightLinesOf,
  lockActiveBookingsOnDeparture,
  moveFlightLines,
  setJourneyTimes,
} from './bookings.repo';
import { airportZones, loadFlightItineraries } from './flight-itinerary';
import { brokenConnections, freeCancellationUntil, journeyDays } from './journey-rules';

/** The connections of an itinerary that no longer hold: each broken flight with the one before it. */
const brokenPairs = (flights: BookingFlight[]) =>
  flights.flatMap((leaving, index) => {
    const arriving = flights[index - 1];
    return leaving.connectionBroken && arriving ? [{ arriving, leaving }] : [];
  });

/** A connection as mails tell it: where, the flight landing there and the one to catch, at local times. */
const connectionOf = ({ arriving, leaving }: { arriving: BookingFlight; leaving: BookingFlight }) => ({
  at: { code: arriving.to.code, city: arriving.to.city },
  arriving: { flightNumber: arriving.flightNumber, arrival: arriving.arrival },
  leaving: { flightNumber: leaving.flightNumber, departure: leaving.departure },
});

/**
 * The booking core's side of a departure moved by its airline, in the airline's transaction: the
 * active bookings on it take its new times, and everything their booking derives from them is
 * worked out again by the rules of the sale (the flexible fare's deadline, the trip's days, the
 * connections, flagged when they no longer hold); each contact gets the new times by mail.
 */
export async function followDepartureTimes(
  tx: Transaction,
  instanceId: string,
  times: { departureAt: Date; arrivalAt: Date },
  context: { links: BookingLinks; now: Date },
): Promise<{ told: number; brokenConnections: BrokenConnection[] }> {
  const bookings = await lockActiveBookingsOnDeparture(tx, instanceId);
  if (bookings.length === 0) return { told: 0, brokenConnections: [] };
  const ids = bookings.map((booking) => booking.id);
  await moveFlightLines(tx, instanceId, ids, times);

  const lines = (await flightLinesOf(tx, ids)).map(({ line }) => line);
  const zones = await airportZones(tx, [
    ...new Set(lines.flatMap((line) => [line.origin, line.destination])),
  ]);
  const brokenLineIds: string[] = [];
  for (const booking of bookings) {
    const flights = lines.filter((line) => line.bookingId === booking.id);
    const first = flights[0];
    const last = flights.at(-1);
    if (!first || !last) continue;
    brokenConnections(flights).forEach((broken, index) => {
      if (broken) brokenLineIds.push((flights[index] as typeof first).id);
    });
    await setJourneyTimes(tx, booking.id, {
      ...journeyDays(first, last, zones.zoneOf),
      freeCancellationUntil: freeCancellationUntil(flights),
    });
  }
  await flagBrokenConnections(tx, ids, brokenLineIds, context.now);

  const itineraries = await loadFlightItineraries(tx, ids);
  const brokenThroughIt: BrokenConnection[] = [];
  for (const booking of bookings) {
    const flights = itineraries.get(booking.id)?.flights ?? [];
    const moved = flights.find((flight) => flight.instanceId === instanceId);
    if (!moved) continue;
    // The connections this move broke (or left broken): not an older one elsewhere in the journey.
    const broken = brokenPairs(flights).filter(
      ({ arriving, leaving }) => moved === arriving || moved === leaving,
    );
    await enqueueMail(tx, {
      to: guestRecipient(booking),
      template: 'flight-times-changed',
      data: {
        reference: booking.reference,
        flightNumber: moved.flightNumber,
        from: { code: moved.from.code, city: moved.from.city },
        to: { code: moved.to.code, city: moved.to.city },
        departure: moved.departure,
        arrival: moved.arrival,
        connection: broken[0] ? connectionOf(broken[0]) : null,
        url: context.links.trip(booking.id),
      },
    });
    for (const pair of broken) {
      brokenThroughIt.push({ reference: booking.reference, ...connectionOf(pair) });
    }
  }
  return { told: bookings.length, brokenConnections: brokenThroughIt };
}
