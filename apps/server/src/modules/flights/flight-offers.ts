import {
  type Cabin,
  type FareFamily,
  type FlightDirection,
  type FlightOffer,
  fareFamilyRules,
  offerLifetimeMinutes,
} from '@madabook/contracts';
import {
  adultFareOf,
  familiesSoldOnAll,
  type Party,
  type PricePerPassenger,
  partyTotal,
  pricePerPassenger,
  samePrices,
  sumPrices,
} from './fares';
import { offerExpired } from './flight-errors';
import { toSegment } from './flight-views';
import { connectsThroughout } from './itineraries';
import type { Leg } from './legs.repo';
import type { OfferClaims, OfferTokens } from './offer-token';

const minuteMs = 60_000;

export interface OfferRequest {
  cabin: Cabin;
  direction: FlightDirection;
  party: Party;
}

export interface PricedItinerary {
  /** Each flight's price per passenger type, in travel order. */
  perFlight: PricePerPassenger[];
  perPassenger: PricePerPassenger;
}

/** What a fare family costs on every flight of an itinerary; undefined when one flight does not sell it. */
export function priceItinerary(legs: readonly Leg[], cabin: Cabin, family: FareFamily) {
  const perFlight: PricePerPassenger[] = [];
  for (const leg of legs) {
    const adultFare = adultFareOf(leg.fares, cabin, family);
    if (adultFare === null) return undefined;
    perFlight.push(pricePerPassenger(adultFare));
  }
  return { perFlight, perPassenger: sumPrices(perFlight) } satisfies PricedItinerary;
}

// Whole seconds, as the offer id carries it, so the offer shows the very expiry its id enforces.
const expiryAfter = (now: Date) =>
  new Date(Math.ceil((now.getTime() + offerLifetimeMinutes * minuteMs) / 1000) * 1000);

const lastOf = <Item>(items: readonly Item[]) => items[items.length - 1] as Item;

function offerView(
  legs: readonly Leg[],
  claims: Omit<OfferClaims, 'instanceIds'>,
  offerId: string,
): FlightOffer {
  const first = legs[0] as Leg;
  const rules = fareFamilyRules[claims.fareFamily];
  return {
    offerId,
    direction: claims.direction,
    segments: legs.map((leg) => toSegment(leg, claims.cabin)),
    stops: legs.length - 1,
    durationMinutes: Math.round((lastOf(legs).arrivalAt.getTime() - first.departureAt.getTime()) / minuteMs),
    seatsLeft: Math.min(...legs.map((leg) => leg.seatsFree)),
    fareFamily: claims.fareFamily,
    refundable: rules.refundable,
    checkedBags: rules.checkedBags[claims.cabin],
    pricePerPassenger: claims.prices,
    total: partyTotal(claims.prices, claims.party),
    currency: 'MGA',
    expiresAt: claims.expiresAt.toISOString(),
  };
}

/** One offer per fare family sold on every flight of the itinerary, each with its signed id. */
export function offersFor(
  legs: readonly Leg[],
  request: OfferRequest,
  now: Date,
  tokens: OfferTokens,
): FlightOffer[] {
  const expiresAt = expiryAfter(now);
  return familiesSoldOnAll(
    legs.map((leg) => leg.fares),
    request.cabin,
  ).map((fareFamily) => {
    const prices = (priceItinerary(legs, request.cabin, fareFamily) as PricedItinerary).perPassenger;
    const claims = { ...request, fareFamily, prices, expiresAt };
    const offerId = tokens.sign({ ...claims, instanceIds: legs.map((leg) => leg.instanceId) });
    return offerView(legs, claims, offerId);
  });
}

/**
 * The flights of an offer as they are now, or OFFER_EXPIRED when it no longer
 * holds: past its expiry, a flight no longer scheduled, a fare or a
 * connection changed since the search.
 */
export function legsStillOffered(claims: OfferClaims, current: readonly Leg[], now: Date): Leg[] {
  if (claims.expiresAt <= now) throw offerExpired('EXPIRED');
  const legs = claims.instanceIds.map((id) => current.find((leg) => leg.instanceId === id));
  if (!legs.every((leg): leg is Leg => leg?.status === 'SCHEDULED')) throw offerExpired('CANCELLED');
  const priced = priceItinerary(legs, claims.cabin, claims.fareFamily);
  if (!priced || !samePrices(priced.perPassenger, claims.prices) || !connectsThroughout(legs))
    throw offerExpired('CHANGED');
  return legs;
}

/** The offer a still valid id stands for, with the seats left now. */
export const offerOfClaims = (claims: OfferClaims, legs: readonly Leg[], offerId: string) =>
  offerView(legs, claims, offerId);
