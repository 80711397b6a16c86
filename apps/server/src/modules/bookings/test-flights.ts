import { addDays, type Cabin, type FareFamily, todayInMadagascar } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { newId } from '../../lib/ids';
import { zonedTimeToInstant } from '../../lib/time-zones';
import { demoAirports } from '../../seed/demo-flights';
import { readJson } from '../../test/json';

const airports = demoAirports.filter((airport) => ['TNR', 'NOS', 'TMM', 'RUN'].includes(airport.code));
export const testAirline = { code: 'MT', name: 'Mada Test Air', color: '#0B6E4F' };

/** The airports and the airline the booking tests fly with, written straight to the database. */
export async function insertFlightNetwork(db: Database) {
  await db.insert(schema.airport).values(airports).onConflictDoNothing();
  await db.insert(schema.airline).values(testAirline).onConflictDoNothing();
}

let flightSequence = 100;

export interface DepartureSpec {
  from: string;
  to: string;
  /** Days from today in Madagascar. */
  daysFromNow: number;
  /** Local HH:MM at each airport. */
  departs?: string;
  arrives?: string;
  arrivalDayOffset?: number;
  economySeats?: number;
  businessSeats?: number;
  economyLightFare?: number | null;
  economyFlexFare?: number | null;
  businessFlexFare?: number | null;
}

/**
 * One departure on its own schedule, with its seats, as an admin would have
 * made it: a flight number of its own, so a test finds exactly its flight.
 */
export async function insertDeparture(db: Database, spec: DepartureSpec) {
  flightSequence += 1;
  const flightNumber = String(flightSequence);
  const departureDate = addDays(todayInMadagascar(), spec.daysFromNow);
  const zoneOf = (code: string) => airports.find((airport) => airport.code === code)?.timeZone as string;
  const departureAt = zonedTimeToInstant(departureDate, spec.departs ?? '08:00', zoneOf(spec.from));
  const arrivalAt = zonedTimeToInstant(
    addDays(departureDate, spec.arrivalDayOffset ?? 0),
    spec.arrives ?? '09:30',
    zoneOf(spec.to),
  );
  const economySeats = spec.economySeats ?? 20;
  const businessSeats = spec.businessSeats ?? 0;
  const scheduleId = newId();
  await db.insert(schema.flightSchedule).values({
    id: scheduleId,
    airlineCode: testAirline.code,
    flightNumber,
    origin: spec.from,
    destination: spec.to,
    departureTime: spec.departs ?? '08:00',
    arrivalTime: spec.arrives ?? '09:30',
    arrivalDayOffset: spec.arrivalDayOffset ?? 0,
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    validFrom: departureDate,
    validTo: departureDate,
    economySeats,
    businessSeats,
    economyLightFare: spec.economyLightFare === undefined ? 200_000 : spec.economyLightFare,
    economyFlexFare: spec.economyFlexFare === undefined ? 260_000 : spec.economyFlexFare,
    businessFlexFare: spec.businessFlexFare === undefined ? null : spec.businessFlexFare,
  });
  const instanceId = newId();
  await db.insert(schema.flightInstance).values({
    id: instanceId,
    scheduleId,
    airlineCode: testAirline.code,
    flightNumber,
    origin: spec.from,
    destination: spec.to,
    departureDate,
    departureAt,
    arrivalAt,
  });
  await db.insert(schema.flightSeat).values([
    { instanceId, cabin: 'ECONOMY', forSale: economySeats },
    { instanceId, cabin: 'BUSINESS', forSale: businessSeats },
  ]);
  return {
    instanceId,
    from: spec.from,
    to: spec.to,
    flightNumber,
    code: `${testAirline.code} ${flightNumber}`,
    departureDate,
    departureAt,
    arrivalAt,
  };
}
export type TestDeparture = Awaited<ReturnType<typeof insertDeparture>>;

export interface Party {
  adults: number;
  children?: number;
  infants?: number;
}

interface SearchedOffer {
  offerId: string;
  fareFamily: string;
  segments: Array<{ instanceId: string }>;
}

/**
 * The offer ids the public search gives for exactly these departures (each
 * way in travel order) and fare family, for this party: [outbound, return?].
 */
export async function findOffers(
  testApp: { app: { request(path: string): Response | Promise<Response> } },
  journey: { outbound: TestDeparture[]; return?: TestDeparture[] },
  options: Party & { fareFamily?: FareFamily; cabin?: Cabin },
): Promise<string[]> {
  const first = journey.outbound[0] as TestDeparture;
  const query = new URLSearchParams({
    from: first.from,
    to: (journey.outbound.at(-1) as TestDeparture).to,
    departDate: first.departureDate,
    ...(journey.return ? { returnDate: (journey.return[0] as TestDeparture).departureDate } : {}),
    adults: String(options.adults),
    children: String(options.children ?? 0),
    infants: String(options.infants ?? 0),
    cabin: options.cabin ?? 'ECONOMY',
  });
  const response = await testApp.app.request(`/api/flights/search?${query}`);
  if (response.status !== 200)
    throw new Error(`search answered ${response.status}: ${await response.text()}`);
  const result = await readJson(response);
  const fareFamily = options.fareFamily ?? 'FLEX';
  const pick = (offers: SearchedOffer[], departures: TestDeparture[]) => {
    const wanted = departures.map((departure) => departure.instanceId).join(' ');
    const offer = offers.find(
      (candidate) =>
        candidate.segments.map((segment) => segment.instanceId).join(' ') === wanted &&
        candidate.fareFamily === fareFamily,
    );
    if (!offer) throw new Error(`no ${fareFamily} offer for ${wanted}`);
    return offer.offerId;
  };
  return [
    pick(result.outbound, journey.outbound),
    ...(journey.return ? [pick(result.return ?? [], journey.return)] : []),
  ];
}

/** A birth date that makes someone `years` old (and some months) on `day`. */
export const bornYearsBefore = (day: string, years: number) => addDays(day, -Math.floor(years * 365.25) - 60);

export function passengersFor(day: string, party: Party) {
  return [
    ...Array.from({ length: party.adults }, (_, index) => ({
      type: 'ADULT' as const,
      firstName: index === 0 ? 'Rova' : `Adulte${index}`,
      lastName: 'Rakoto',
      birthDate: bornYearsBefore(day, 34 + index),
    })),
    ...Array.from({ length: party.children ?? 0 }, (_, index) => ({
      type: 'CHILD' as const,
      firstName: `Enfant${index}`,
      lastName: 'Rakoto',
      birthDate: bornYearsBefore(day, 6),
    })),
    ...Array.from({ length: party.infants ?? 0 }, (_, index) => ({
      type: 'INFANT' as const,
      firstName: `Bebe${index}`,
      lastName: 'Rakoto',
      birthDate: addDays(day, -200),
    })),
  ];
}

export const testContact = { email: 'contact@example.mg', phone: '+261 34 12 345 67' };
