import {
  type Cabin,
  connectionHub,
  type FlightDirection,
  type FlightOffer,
  type FlightSearch,
  type FlightSearchResult,
} from '@madabook/contracts';
import type { Database } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { type Party, seatsFor } from './fares';
import { invalidOfferId } from './flight-errors';
import { legsStillOffered, offerOfClaims, offersFor } from './flight-offers';
import { connectionWindow, oneStopItineraries } from './itineraries';
import { bookableLegs, type Leg, legsByIds } from './legs.repo';
import type { OfferTokens } from './offer-token';

/** Departures this close are no longer sold: check-in is closing. */
const lastSaleBeforeDepartureMs = 60 * 60_000;

interface Journey {
  from: string;
  to: string;
  date: string;
  direction: FlightDirection;
}

const firstDeparture = (offer: FlightOffer) => offer.segments[0]?.departure ?? '';

/** Earliest first; leaving together, the shorter, then the cheaper. */
const byDeparture = (a: FlightOffer, b: FlightOffer) =>
  Date.parse(firstDeparture(a)) - Date.parse(firstDeparture(b)) ||
  a.durationMinutes - b.durationMinutes ||
  a.total - b.total;

export function createFlightSearchService(deps: { db: Database; tokens: OfferTokens; now: () => Date }) {
  const { db, tokens } = deps;

  /** Direct flights, and flights changing at the hub when neither end is the hub. */
  async function itineraries(journey: Journey, cabin: Cabin, seats: number, now: Date): Promise<Leg[][]> {
    const leavingAfter = new Date(now.getTime() + lastSaleBeforeDepartureMs);
    const legSearch = { cabin, seats, leavingAfter };
    const fromOrigin = (destination: string) =>
      bookableLegs(db, { ...legSearch, origin: journey.from, destination, departureDate: journey.date });
    if (journey.from === connectionHub || journey.to === connectionHub) {
      return (await fromOrigin(journey.to)).map((leg) => [leg]);
    }
    const [direct, firstFlights] = await Promise.all([fromOrigin(journey.to), fromOrigin(connectionHub)]);
    const window = connectionWindow(firstFlights);
    const secondFlights = window
      ? await bookableLegs(db, {
          ...legSearch,
          origin: connectionHub,
          destination: journey.to,
          leavingBetween: window,
        })
      : [];
    return [...direct.map((leg) => [leg]), ...oneStopItineraries(firstFlights, secondFlights)];
  }

  async function offers(journey: Journey, cabin: Cabin, party: Party, now: Date) {
    const found = await itineraries(journey, cabin, seatsFor(party), now);
    return found
      .flatMap((legs) => offersFor(legs, { cabin, direction: journey.direction, party }, now, tokens))
      .sort(byDeparture);
  }

  return {
    /** Offers for the outbound date, and for the return date on the reverse route when asked. */
    async search(query: FlightSearch): Promise<FlightSearchResult> {
      const now = deps.now();
      const party = { adults: query.adults, children: query.children, infants: query.infants };
      const [outbound, inbound] = await Promise.all([
        offers(
          { from: query.from, to: query.to, date: query.departDate, direction: 'OUTBOUND' },
          query.cabin,
          party,
          now,
        ),
        query.returnDate
          ? offers(
              { from: query.to, to: query.from, date: query.returnDate, direction: 'RETURN' },
              query.cabin,
              party,
              now,
            )
          : null,
      ]);
      return { outbound, return: inbound };
    },

    /** An offer from its id, re-priced now: OFFER_EXPIRED when it no longer holds, SOLD_OUT when seats ran out. */
    async offer(offerId: string): Promise<FlightOffer> {
      const claims = tokens.verify(offerId);
      if (!claims) throw invalidOfferId('offerId');
      const legs = legsStillOffered(
        claims,
        await legsByIds(db, claims.instanceIds, claims.cabin),
        deps.now(),
      );
      const offer = offerOfClaims(claims, legs, offerId);
      if (offer.seatsLeft < seatsFor(claims.party)) {
        throw new AppError('SOLD_OUT', 'Not enough seats are left on these flights for this party');
      }
      return offer;
    },
  };
}

export type FlightSearchService = ReturnType<typeof createFlightSearchService>;
