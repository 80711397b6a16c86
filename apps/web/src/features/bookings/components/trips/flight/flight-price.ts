import type { PassengerType } from '@madabook/contracts';

export type PassengerCounts = { adults: number; children: number; infants: number };
export type FarePerPassenger = { adult: number; child: number; infant: number };

/** "2 adults × 250 000 Ar": one passenger type on one flight, or on all of them. */
export type PassengerPriceLine = { type: PassengerType; count: number; unitPrice: number; amount: number };

export type FlightPriceGroup<Flight> = { flight: Flight; lines: PassengerPriceLine[]; subtotal: number };

export type FlightPriceBreakdown<Flight> = {
  /** Each flight (or itinerary) with what each type of passenger pays for it. */
  flights: FlightPriceGroup<Flight>[];
  /** Each type of passenger for the whole journey: its unit price is one passenger's, all flights included. */
  byType: PassengerPriceLine[];
  total: number;
};

const fareKeys = [
  ['ADULT', 'adult', 'adults'],
  ['CHILD', 'child', 'children'],
  ['INFANT', 'infant', 'infants'],
] as const satisfies ReadonlyArray<readonly [PassengerType, keyof FarePerPassenger, keyof PassengerCounts]>;

function linesOf(fares: FarePerPassenger, counts: PassengerCounts): PassengerPriceLine[] {
  return fareKeys
    .filter(([, , countKey]) => counts[countKey] > 0)
    .map(([type, fareKey, countKey]) => ({
      type,
      count: counts[countKey],
      unitPrice: fares[fareKey],
      amount: counts[countKey] * fares[fareKey],
    }));
}

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * What the passengers pay, flight by flight and type by type, from each flight's price per
 * passenger (whole Ariary); types nobody travels as are left out.
 */
export function flightPriceBreakdown<Flight extends { pricePerPassenger: FarePerPassenger }>(
  flights: readonly Flight[],
  counts: PassengerCounts,
): FlightPriceBreakdown<Flight> {
  const groups = flights.map((flight) => {
    const lines = linesOf(flight.pricePerPassenger, counts);
    return { flight, lines, subtotal: sum(lines) };
  });
  const journeyFare = flights.reduce<FarePerPassenger>(
    (fares, flight) => ({
      adult: fares.adult + flight.pricePerPassenger.adult,
      child: fares.child + flight.pricePerPassenger.child,
      infant: fares.infant + flight.pricePerPassenger.infant,
    }),
    { adult: 0, child: 0, infant: 0 },
  );
  const byType = linesOf(journeyFare, counts);
  return { flights: groups, byType, total: sum(byType) };
}

/** How many passengers of each type a booking carries. */
export function countPassengers(passengers: readonly { type: PassengerType }[]): PassengerCounts {
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  return { adults: count('ADULT'), children: count('CHILD'), infants: count('INFANT') };
}
