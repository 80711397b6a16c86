import { type Airline, type FlightOffer, type FlightSegment, fareFamilies } from '@madabook/contracts';
import { type TimeOfDay, timeOfDay, timesOfDay } from './flight-times';

/**
 * One way of flying the leg: the same flights, offered in one or more fare families. The API answers
 * one offer per itinerary and fare; the results show one card per itinerary with its fares.
 */
export type Itinerary = {
  /** The flights' instance ids, in order: the same itinerary in a later search has the same key. */
  key: string;
  segments: FlightSegment[];
  stops: number;
  durationMinutes: number;
  /** Local departure of the first flight and arrival of the last, with their offsets. */
  departure: string;
  arrival: string;
  seatsLeft: number;
  airlines: Airline[];
  /** LIGHT before FLEX. */
  fares: FlightOffer[];
  lowestTotal: number;
};

export const itineraryKeyOf = (segments: readonly Pick<FlightSegment, 'instanceId'>[]) =>
  segments.map((segment) => segment.instanceId).join(',');

const fareRank = (offer: FlightOffer) => fareFamilies.indexOf(offer.fareFamily);

/** The offers of one leg gathered by itinerary, in the order they first appear. */
export function groupItineraries(offers: readonly FlightOffer[]): Itinerary[] {
  const byKey = new Map<string, FlightOffer[]>();
  for (const offer of offers) {
    const key = itineraryKeyOf(offer.segments);
    byKey.set(key, [...(byKey.get(key) ?? []), offer]);
  }
  return [...byKey].flatMap(([key, group]) => {
    const fares = group.toSorted((a, b) => fareRank(a) - fareRank(b));
    const [first] = fares;
    const firstSegment = first?.segments[0];
    const lastSegment = first?.segments.at(-1);
    if (!first || !firstSegment || !lastSegment) return [];
    const airlines = new Map(first.segments.map((segment) => [segment.airline.code, segment.airline]));
    return [
      {
        key,
        segments: first.segments,
        stops: first.stops,
        durationMinutes: first.durationMinutes,
        departure: firstSegment.departure,
        arrival: lastSegment.arrival,
        seatsLeft: Math.min(...fares.map((fare) => fare.seatsLeft)),
        airlines: [...airlines.values()],
        fares,
        lowestTotal: Math.min(...fares.map((fare) => fare.total)),
      },
    ];
  });
}

export const flightSorts = ['price', 'departure', 'duration'] as const;
export type FlightSort = (typeof flightSorts)[number];

export type FlightFilters = {
  /** Numbers of stops accepted; none or empty: any. */
  stops?: number[];
  /** Departure times of day accepted. */
  times?: TimeOfDay[];
  /** Airline codes accepted: every flight of the itinerary is flown by one of them. */
  airlines?: string[];
};

const accepts = <T>(list: readonly T[] | undefined, value: T) => !list?.length || list.includes(value);

export function matchesFilters(itinerary: Itinerary, filters: FlightFilters): boolean {
  return (
    accepts(filters.stops, itinerary.stops) &&
    accepts(filters.times, timeOfDay(itinerary.departure)) &&
    itinerary.airlines.every((airline) => accepts(filters.airlines, airline.code))
  );
}

export function filterItineraries(itineraries: readonly Itinerary[], filters: FlightFilters): Itinerary[] {
  return itineraries.filter((itinerary) => matchesFilters(itinerary, filters));
}

export function activeFilterCount(filters: FlightFilters): number {
  return (filters.stops?.length ?? 0) + (filters.times?.length ?? 0) + (filters.airlines?.length ?? 0);
}

const byPrice = (a: Itinerary, b: Itinerary) => a.lowestTotal - b.lowestTotal;
const byDeparture = (a: Itinerary, b: Itinerary) => Date.parse(a.departure) - Date.parse(b.departure);
const byDuration = (a: Itinerary, b: Itinerary) => a.durationMinutes - b.durationMinutes;

const comparators: Record<FlightSort, Array<(a: Itinerary, b: Itinerary) => number>> = {
  price: [byPrice, byDeparture],
  departure: [byDeparture, byPrice],
  duration: [byDuration, byPrice, byDeparture],
};

/** A new list; ties go to the cheaper, then the earlier flight. */
export function sortItineraries(itineraries: readonly Itinerary[], sort: FlightSort): Itinerary[] {
  return itineraries.toSorted((a, b) => {
    for (const compare of comparators[sort]) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

export type FilterOption<T> = { value: T; count: number };
export type FilterOptions = {
  stops: FilterOption<number>[];
  times: FilterOption<TimeOfDay>[];
  airlines: Array<FilterOption<string> & { airline: Airline }>;
};

/**
 * What the filters offer for a list: the stop counts and airlines found in it, and every time of
 * day, each with how many itineraries it would keep on its own.
 */
export function filterOptionsOf(itineraries: readonly Itinerary[]): FilterOptions {
  const stops = [...new Set(itineraries.map((itinerary) => itinerary.stops))].toSorted((a, b) => a - b);
  const airlines = new Map<string, Airline>();
  for (const itinerary of itineraries) {
    for (const airline of itinerary.airlines) airlines.set(airline.code, airline);
  }
  const count = (test: (itinerary: Itinerary) => boolean) => itineraries.filter(test).length;
  return {
    stops: stops.map((value) => ({ value, count: count((itinerary) => itinerary.stops === value) })),
    times: timesOfDay.map((value) => ({
      value,
      count: count((itinerary) => timeOfDay(itinerary.departure) === value),
    })),
    airlines: [...airlines.values()]
      .toSorted((a, b) => a.name.localeCompare(b.name))
      .map((airline) => ({
        value: airline.code,
        airline,
        count: count((itinerary) => itinerary.airlines.some((flown) => flown.code === airline.code)),
      })),
  };
}
