import type { FieldIssue, FlightDirection } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { releaseSeats, shareLockDepartures, takeSeats } from './departures.repo';
import { type PricePerPassenger, partyOf, partyTotal, sameParty, seatsFor } from './fares';
import { invalidOfferId, unprocessable } from './flight-errors';
import { legsStillOffered, priceItinerary } from './flight-offers';
import type { FlightReservations, ReservedFlight } from './flight-reservations';
import { flightCode } from './flight-views';
import { type Leg, legsByIds } from './legs.repo';
import type { OfferClaims, OfferTokens } from './offer-token';

const travelOrder: Record<FlightDirection, number> = { OUTBOUND: 0, RETURN: 1 };

/** Code-unit order: the same on every machine, whatever its locale. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const lastOf = <Item>(items: readonly Item[]) => items[items.length - 1] as Item;

/** The offers of one journey: signed by us, one per direction, an outbound first. */
function journeyOf(tokens: OfferTokens, offerIds: readonly string[]): OfferClaims[] {
  const offers = offerIds.map((offerId, index) => {
    const claims = tokens.verify(offerId);
    if (!claims) throw invalidOfferId(`offerIds.${index}`);
    return claims;
  });
  const directions = offers.map((offer) => offer.direction);
  if (
    offers.length > 2 ||
    !directions.includes('OUTBOUND') ||
    new Set(directions).size !== directions.length
  ) {
    throw unprocessable([
      { path: 'offerIds', message: 'Give one outbound offer, and at most one return offer' },
    ]);
  }
  return offers.sort((a, b) => travelOrder[a.direction] - travelOrder[b.direction]);
}

/** A return flies the outbound's route backwards, after the outbound has landed. */
function returnIssue(outbound: readonly Leg[], inbound: readonly Leg[]): FieldIssue | undefined {
  const path = 'offerIds';
  const [outboundStart, inboundStart] = [outbound[0] as Leg, inbound[0] as Leg];
  if (
    inboundStart.origin.code !== lastOf(outbound).destination.code ||
    lastOf(inbound).destination.code !== outboundStart.origin.code
  ) {
    return { path, message: 'The return must fly back from the destination to the origin' };
  }
  if (inboundStart.departureAt <= lastOf(outbound).arrivalAt) {
    return { path, message: 'The return must leave after the outbound flight lands' };
  }
  return undefined;
}

function reservedFlight(
  leg: Leg,
  offer: OfferClaims,
  position: number,
  price: PricePerPassenger,
): ReservedFlight {
  return {
    instanceId: leg.instanceId,
    direction: offer.direction,
    position,
    airlineCode: leg.airline.code,
    airlineName: leg.airline.name,
    flightNumber: leg.flightNumber,
    origin: leg.origin.code,
    destination: leg.destination.code,
    departureAt: leg.departureAt,
    arrivalAt: leg.arrivalAt,
    departureDate: leg.departureDate,
    cabin: offer.cabin,
    fareFamily: offer.fareFamily,
    seats: seatsFor(offer.party),
    adultFare: price.adult,
    childFare: price.child,
    infantFare: price.infant,
    subtotal: partyTotal(price, offer.party),
  };
}

/** The flights' side of the one booking core: seats taken and given back inside the booking's transaction. */
export function createFlightReservations(tokens: OfferTokens): FlightReservations {
  return {
    async reserve(tx: Transaction, request, now: Date): Promise<ReservedFlight[]> {
      const offers = journeyOf(tokens, request.offerIds);
      const party = partyOf(request.passengers);
      if (!offers.every((offer) => sameParty(offer.party, party))) {
        throw unprocessable([
          { path: 'passengers', message: 'The passengers must be those the offer was searched for' },
        ]);
      }

      // Locked first, then read: a departure an admin is cancelling or moving is seen as it ends up.
      const instanceIds = [...new Set(offers.flatMap((offer) => offer.instanceIds))].sort();
      await shareLockDepartures(tx, instanceIds);
      const journeys: Array<{ offer: OfferClaims; legs: Leg[] }> = [];
      for (const offer of offers) {
        const current = await legsByIds(tx, offer.instanceIds, offer.cabin);
        journeys.push({ offer, legs: legsStillOffered(offer, current, now) });
      }
      const [outbound, inbound] = journeys;
      const issue = outbound && inbound ? returnIssue(outbound.legs, inbound.legs) : undefined;
      if (issue) throw unprocessable([issue]);

      const flights = journeys.flatMap(({ offer, legs }) => {
        const { perFlight } = priceItinerary(legs, offer.cabin, offer.fareFamily) ?? { perFlight: [] };
        return legs.map((leg, index) => ({ leg, offer, price: perFlight[index] as PricePerPassenger }));
      });
      // In the departures' id order, like their locks, so two bookings never wait on each other crosswise.
      for (const { leg, offer } of [...flights].sort((a, b) => byId(a.leg.instanceId, b.leg.instanceId))) {
        if (!(await takeSeats(tx, leg.instanceId, offer.cabin, seatsFor(offer.party)))) {
          const flight = flightCode(leg.airline.code, leg.flightNumber);
          throw new AppError(
            'SOLD_OUT',
            `Not enough seats are left on ${flight} of ${leg.departureDate} for this party`,
            { instanceId: leg.instanceId, flightNumber: flight, departureDate: leg.departureDate },
          );
        }
      }
      return flights.map(({ leg, offer, price }, position) => reservedFlight(leg, offer, position, price));
    },

    async release(tx, flights) {
      const held = flights
        .filter((flight): flight is typeof flight & { instanceId: string } => flight.instanceId !== null)
        .sort((a, b) => byId(a.instanceId, b.instanceId));
      for (const flight of held) await releaseSeats(tx, flight.instanceId, flight.cabin, flight.seats);
    },
  };
}
