import { type FareFamily, type FlightOffer, fareFamilySchema } from '@madabook/contracts';
import { type Itinerary, itineraryKeyOf } from './itineraries';

/**
 * A fare chosen on an itinerary, by what it is rather than by its offer id: offer ids carry their
 * price's expiry, so a search run again (a reload, a return to the tab) gives new ids for the same
 * flights and the choice still holds.
 */
export type FareChoice = { itineraryKey: string; fareFamily: FareFamily };

const choicePattern = /^([A-Z]+):([^:]+)$/;

/** `FLEX:instance1,instance2`, as the address keeps it. */
export function encodeFareChoice(choice: FareChoice): string {
  return `${choice.fareFamily}:${choice.itineraryKey}`;
}

export function decodeFareChoice(value: unknown): FareChoice | undefined {
  if (typeof value !== 'string') return undefined;
  const [, fare, itineraryKey] = choicePattern.exec(value) ?? [];
  const fareFamily = fareFamilySchema.safeParse(fare);
  if (!fareFamily.success || !itineraryKey || itineraryKey.split(',').some((id) => !id)) return undefined;
  return { itineraryKey, fareFamily: fareFamily.data };
}

export function choiceOf(offer: FlightOffer): FareChoice {
  return { itineraryKey: itineraryKeyOf(offer.segments), fareFamily: offer.fareFamily };
}

export type ChosenFare = { itinerary: Itinerary; offer: FlightOffer };

export function findFare(itineraries: readonly Itinerary[], choice: FareChoice): ChosenFare | undefined {
  const itinerary = itineraries.find((candidate) => candidate.key === choice.itineraryKey);
  const offer = itinerary?.fares.find((fare) => fare.fareFamily === choice.fareFamily);
  return itinerary && offer ? { itinerary, offer } : undefined;
}

/**
 * Where a trip stands. One way: choose the outbound, and that is the trip. Return: choose the
 * outbound, then the return beside the outbound's summary. An outbound choice the latest search no
 * longer offers (sold out, cancelled) sends the traveller back to the first step, told why.
 */
export type TripStep = { step: 'outbound'; lostOutbound: boolean } | { step: 'return'; outbound: ChosenFare };

export function tripStepOf(
  roundTrip: boolean,
  outboundChoice: FareChoice | undefined,
  outbounds: readonly Itinerary[],
): TripStep {
  if (!roundTrip || !outboundChoice) return { step: 'outbound', lostOutbound: false };
  const outbound = findFare(outbounds, outboundChoice);
  return outbound ? { step: 'return', outbound } : { step: 'outbound', lostOutbound: true };
}

/** What choosing a fare does: on a return trip's first step it is kept, otherwise the trip is complete. */
export type ChoiceOutcome =
  | { kind: 'chooseReturn'; outbound: FareChoice }
  | { kind: 'book'; offers: FlightOffer[] };

export function chooseFare(roundTrip: boolean, step: TripStep, offer: FlightOffer): ChoiceOutcome {
  if (step.step === 'return') return { kind: 'book', offers: [step.outbound.offer, offer] };
  return roundTrip ? { kind: 'chooseReturn', outbound: choiceOf(offer) } : { kind: 'book', offers: [offer] };
}

/** An offer expiring within this long is searched again before the booking page gets it. */
export const offerRefreshMarginMs = 60_000;

export function expiresSoon(offers: readonly FlightOffer[], now: number = Date.now()): boolean {
  return offers.some((offer) => Date.parse(offer.expiresAt) - now < offerRefreshMarginMs);
}

type PassengerCounts = { adults: number; children: number; infants: number };

/** The booking page's search (`/flights/book`): the offers in travel order and the passengers they were priced for. */
export function flightBookingSearch(offers: readonly FlightOffer[], passengers: PassengerCounts) {
  return {
    offers: offers.map((offer) => offer.offerId).join(','),
    adults: passengers.adults,
    children: passengers.children,
    infants: passengers.infants,
  };
}
