import { addDays, type Cabin } from '@madabook/contracts';
import { type Database, perDatabase, schema, type Transaction } from '@madabook/db';
import { and, asc, between, eq, gt, gte, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { airline, airport, flightInstance, flightSchedule, flightSeat } = schema;
type Db = Database | Transaction;

const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

const originAirport = alias(airport, 'origin_airport');
const destinationAirport = alias(airport, 'destination_airport');

const place = (table: typeof originAirport | typeof destinationAirport) => ({
  code: table.code,
  name: table.name,
  city: table.city,
  timeZone: table.timeZone,
});

/** Seats left in the cabin; none when the departure has no seat row for it. */
const seatsFree = sql<number>`coalesce(${flightSeat.forSale} - ${flightSeat.sold}, 0)`.mapWith(Number);

function selectLegs(db: Db, cabin: Cabin | Placeholder) {
  return db
    .select({
      instanceId: flightInstance.id,
      airline: { code: airline.code, name: airline.name, color: airline.color },
      flightNumber: flightInstance.flightNumber,
      origin: place(originAirport),
      destination: place(destinationAirport),
      departureDate: flightInstance.departureDate,
      departureAt: flightInstance.departureAt,
      arrivalAt: flightInstance.arrivalAt,
      status: flightInstance.status,
      seatsFree,
      fares: {
        economyLightFare: flightSchedule.economyLightFare,
        economyFlexFare: flightSchedule.economyFlexFare,
        businessFlexFare: flightSchedule.businessFlexFare,
      },
    })
    .from(flightInstance)
    .innerJoin(flightSchedule, eq(flightSchedule.id, flightInstance.scheduleId))
    .innerJoin(airline, eq(airline.code, flightInstance.airlineCode))
    .innerJoin(originAirport, eq(originAirport.code, flightInstance.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flightInstance.destination))
    .leftJoin(flightSeat, and(eq(flightSeat.instanceId, flightInstance.id), eq(flightSeat.cabin, cabin)));
}

/** One departure as search, offers and reservations see it: where, when, seats left in a cabin, fares. */
export type Leg = Awaited<ReturnType<typeof legsByIds>>[number];

export interface LegSearch {
  origin: string;
  destination: string;
  cabin: Cabin;
  /** Seats the party needs in the cabin. */
  seats: number;
  /** Only departures leaving after this instant. */
  leavingAfter: Date;
  /** The origin's local date of departure… */
  departureDate?: string;
  /** …or a window of departure instants, both included. */
  leavingBetween?: [Date, Date];
}

const value = <Name extends string>(name: Name) => sql.placeholder(name);

/** Scheduled departures on a route with enough free seats in the cabin, in one of two windows. */
function bookableLegsWhere(window: SQL | undefined) {
  return and(
    eq(flightInstance.origin, value('origin')),
    eq(flightInstance.destination, value('destination')),
    eq(flightInstance.status, 'SCHEDULED'),
    gt(flightInstance.departureAt, value('leavingAfter')),
    gte(seatsFree, value('seats')),
    window,
  );
}

// Every search sends these two statements several times: built once per database with placeholders,
// prepared once per connection, so neither the query builder nor PostgreSQL's planner runs per request.
const bookableLegStatements = perDatabase((db: Database) => ({
  onDate: selectLegs(db, value('cabin'))
    .where(bookableLegsWhere(eq(flightInstance.departureDate, value('departureDate'))))
    .orderBy(asc(flightInstance.departureAt), asc(flightInstance.id))
    .prepare('flight_legs_on_date'),
  inWindow: selectLegs(db, value('cabin'))
    .where(
      bookableLegsWhere(
        and(
          between(flightInstance.departureAt, value('earliest'), value('latest')),
          // Whatever the origin's zone, its local date is within a day of the UTC date: lets the route-and-date index work.
          between(flightInstance.departureDate, value('earliestDate'), value('latestDate')),
        ),
      ),
    )
    .orderBy(asc(flightInstance.departureAt), asc(flightInstance.id))
    .prepare('flight_legs_in_window'),
}));

/** Scheduled departures on a route with enough free seats in the cabin, earliest first. */
export function bookableLegs(db: Database, search: LegSearch): Promise<Leg[]> {
  const statements = bookableLegStatements(db);
  const common = {
    origin: search.origin,
    destination: search.destination,
    cabin: search.cabin,
    seats: search.seats,
    leavingAfter: search.leavingAfter,
  };
  if (search.leavingBetween) {
    const [earliest, latest] = search.leavingBetween;
    return statements.inWindow.execute({
      ...common,
      earliest,
      latest,
      earliestDate: addDays(utcDate(earliest), -1),
      latestDate: addDays(utcDate(latest), 1),
    });
  }
  return statements.onDate.execute({ ...common, departureDate: search.departureDate });
}

/** Departures by id, whatever their status or seats, as they are now. */
export function legsByIds(db: Db, ids: readonly string[], cabin: Cabin) {
  return selectLegs(db, cabin).where(inArray(flightInstance.id, [...ids]));
}
