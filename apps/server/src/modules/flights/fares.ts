import {
  type Cabin,
  type FareFamily,
  fareFamilies,
  type PassengerType,
  passengerFare,
} from '@madabook/contracts';

/** A schedule's adult fares, whole Ariary; null where it is not sold. */
export interface ScheduleFares {
  economyLightFare: number | null;
  economyFlexFare: number | null;
  businessFlexFare: number | null;
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

export interface PricePerPassenger {
  adult: number;
  child: number;
  infant: number;
}

/** The adult fare of one flight in a cabin and fare family, or null when it is not sold. */
export function adultFareOf(fares: ScheduleFares, cabin: Cabin, family: FareFamily): number | null {
  if (cabin === 'BUSINESS') return family === 'FLEX' ? fares.businessFlexFare : null;
  return family === 'LIGHT' ? fares.economyLightFare : fares.economyFlexFare;
}

/** The fare families sold on every one of these flights in the cabin. */
export function familiesSoldOnAll(flights: readonly ScheduleFares[], cabin: Cabin): FareFamily[] {
  return fareFamilies.filter((family) =>
    flights.every((fares) => adultFareOf(fares, cabin, family) !== null),
  );
}

export function pricePerPassenger(adultFare: number): PricePerPassenger {
  const price = (type: PassengerType) => passengerFare(adultFare, type);
  return { adult: price('ADULT'), child: price('CHILD'), infant: price('INFANT') };
}

/** Each passenger type's price over several flights: the sum of each flight's rounded fare. */
export function sumPrices(prices: readonly PricePerPassenger[]): PricePerPassenger {
  return prices.reduce(
    (sum, price) => ({
      adult: sum.adult + price.adult,
      child: sum.child + price.child,
      infant: sum.infant + price.infant,
    }),
    { adult: 0, child: 0, infant: 0 },
  );
}

export const partyTotal = (price: PricePerPassenger, party: Party) =>
  price.adult * party.adults + price.child * party.children + price.infant * party.infants;

/** Passengers who take a seat: infants travel on a lap. */
export const seatsFor = (party: Party) => party.adults + party.children;

export const samePrices = (a: PricePerPassenger, b: PricePerPassenger) =>
  a.adult === b.adult && a.child === b.child && a.infant === b.infant;

export const sameParty = (a: Party, b: Party) =>
  a.adults === b.adults && a.children === b.children && a.infants === b.infants;

export function partyOf(passengers: ReadonlyArray<{ type: PassengerType }>): Party {
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  return { adults: count('ADULT'), children: count('CHILD'), infants: count('INFANT') };
}
