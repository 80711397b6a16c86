import type { FlightOffer, FlightSegment } from '@madabook/contracts';

const airline = { code: 'MW', name: 'Mada Wings', color: '#0B6E4F' };
const places = {
  TNR: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
  NOS: { code: 'NOS', name: 'Fascene', city: 'Nosy Be' },
  FTU: { code: 'FTU', name: 'Marillac', city: 'Tôlanaro' },
};

export function segment(
  from: keyof typeof places,
  to: keyof typeof places,
  departure: string,
  arrival: string,
  patch: Partial<FlightSegment> = {},
): FlightSegment {
  return {
    instanceId: `${from}-${to}-${departure}`,
    flightNumber: 'MW 102',
    airline,
    from: places[from],
    to: places[to],
    departure,
    arrival,
    durationMinutes: Math.round((Date.parse(arrival) - Date.parse(departure)) / 60_000),
    cabin: 'ECONOMY',
    ...patch,
  };
}

/** An offer for the tests, priced 250 000 Ar an adult (children 75 %, infants 10 %). */
export function offer(patch: Partial<FlightOffer> & Pick<FlightOffer, 'segments'>): FlightOffer {
  return {
    offerId: 'offer-outbound',
    direction: 'OUTBOUND',
    stops: patch.segments.length - 1,
    durationMinutes: 90,
    seatsLeft: 12,
    fareFamily: 'FLEX',
    refundable: true,
    checkedBags: 1,
    pricePerPassenger: { adult: 250_000, child: 187_500, infant: 25_000 },
    total: 250_000,
    currency: 'MGA',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...patch,
  };
}
