import type {
  Airline,
  Airport,
  FareFamily,
  FlightDirection,
  FlightOffer,
  FlightSegment,
} from '@madabook/contracts';

// Offers as GET /api/flights/search answers them, for the tests of the results.

/** An airport as GET /api/airports lists it; where it lies does not matter to the tests. */
export const airport = (code: string, city: string, name: string, country = 'MG'): Airport => ({
  code,
  city,
  name,
  country,
  timeZone: 'Indian/Antananarivo',
  latitude: 0,
  longitude: 0,
});

export const madaWings: Airline = { code: 'MW', name: 'Mada Wings', color: '#0B6E4F' };
export const tsikyAir: Airline = { code: 'TS', name: 'Tsiky Air', color: '#F2C14E' };

const places = {
  TNR: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
  NOS: { code: 'NOS', name: 'Fascene', city: 'Nosy Be' },
  DIE: { code: 'DIE', name: 'Arrachart', city: 'Antsiranana' },
  FTU: { code: 'FTU', name: 'Tôlanaro', city: 'Tôlanaro' },
  RUN: { code: 'RUN', name: 'Roland Garros', city: 'Saint-Denis' },
} as const;
type Code = keyof typeof places;

export function segment(
  instanceId: string,
  flightNumber: string,
  [from, to]: [Code, Code],
  [departure, arrival]: [string, string],
  airline: Airline = madaWings,
): FlightSegment {
  return {
    instanceId,
    flightNumber,
    airline,
    from: places[from],
    to: places[to],
    departure,
    arrival,
    durationMinutes: Math.round((Date.parse(arrival) - Date.parse(departure)) / 60_000),
    cabin: 'ECONOMY',
  };
}

type OfferOptions = {
  fare?: FareFamily;
  total?: number;
  seatsLeft?: number;
  direction?: FlightDirection;
  expiresAt?: string;
};

export function offer(segments: FlightSegment[], options: OfferOptions = {}): FlightOffer {
  const { fare = 'LIGHT', total = 300_000, seatsLeft = 9, direction = 'OUTBOUND' } = options;
  const first = segments[0] as FlightSegment;
  const last = segments.at(-1) as FlightSegment;
  return {
    offerId: `${direction}-${fare}-${segments.map((flight) => flight.instanceId).join('+')}`,
    direction,
    segments,
    stops: segments.length - 1,
    durationMinutes: Math.round((Date.parse(last.arrival) - Date.parse(first.departure)) / 60_000),
    seatsLeft,
    fareFamily: fare,
    refundable: fare === 'FLEX',
    checkedBags: fare === 'FLEX' ? 1 : 0,
    pricePerPassenger: { adult: total, child: Math.round(total * 0.75), infant: Math.round(total * 0.1) },
    total,
    currency: 'MGA',
    expiresAt: options.expiresAt ?? '2099-01-01T00:00:00.000Z',
  };
}
