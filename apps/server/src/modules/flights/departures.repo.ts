import type { Cabin } from '@madabook/contracts';
import { type Database, schema, selectRows, type Transaction } from '@madabook/db';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { releaseUnits, takeUnits } from '../../lib/inventory';
import type { FlightInstants, PlannedDeparture } from './departure-plan';

const { airline, airport, booking, bookingFlight, bookingPassenger, flightInstance, flightSeat } = schema;
type Db = Database | Transaction;

const originAirport = alias(airport, 'origin_airport');
const destinationAirport = alias(airport, 'destination_airport');

/** What a departure copies from its schedule, so that search reads departures alone. */
export interface DepartureRoute {
  airlineCode: string;
  flightNumber: string;
  origin: string;
  destination: string;
}

export interface SeatsPerCabin {
  economy: number;
  business: number;
}

const insertBatch = 500;

/**
 * Creates the planned departures a schedule lacks, each with a seat row per
 * cabin; dates that already have a departure keep it.
 */
export async function insertDepartures(
  tx: Transaction,
  scheduleId: string,
  route: DepartureRoute,
  seats: SeatsPerCabin,
  planned: readonly PlannedDeparture[],
): Promise<number> {
  let created = 0;
  for (let start = 0; start < planned.length; start += insertBatch) {
    const inserted = await tx
      .insert(flightInstance)
      .values(
        planned.slice(start, start + insertBatch).map((departure) => ({
          id: newId(),
          scheduleId,
          ...route,
          departureDate: departure.departureDate,
          departureAt: departure.departureAt,
          arrivalAt: departure.arrivalAt,
        })),
      )
      .onConflictDoNothing({ target: [flightInstance.scheduleId, flightInstance.departureDate] })
      .returning({ id: flightInstance.id });
    if (inserted.length === 0) continue;
    await tx.insert(flightSeat).values(
      inserted.flatMap(({ id }) => [
        { instanceId: id, cabin: 'ECONOMY' as const, forSale: seats.economy },
        { instanceId: id, cabin: 'BUSINESS' as const, forSale: seats.business },
      ]),
    );
    created += inserted.length;
  }
  return created;
}

export interface DepartureSales {
  id: string;
  departureDate: string;
  status: 'SCHEDULED' | 'CANCELLED';
  economySold: number;
  businessSold: number;
}

/**
 * A schedule's departures leaving after `now`, with the seats they sold,
 * locked against bookings (which share-lock them) while the schedule changes.
 */
export function lockFutureDepartures(tx: Transaction, scheduleId: string, now: Date) {
  return selectRows<DepartureSales>(
    tx,
    sql`select fi.id, to_char(fi.departure_date, 'YYYY-MM-DD') as "departureDate", fi.status,
               coalesce((select sold from ${flightSeat} where instance_id = fi.id and cabin = 'ECONOMY'), 0)::int as "economySold",
               coalesce((select sold from ${flightSeat} where instance_id = fi.id and cabin = 'BUSINESS'), 0)::int as "businessSold"
        from ${flightInstance} fi
        where fi.schedule_id = ${scheduleId} and fi.departure_at > ${now.toISOString()}::timestamptz
        order by fi.id
        for update of fi`,
  );
}

/** Departures without sales take their schedule's new route, number and times. */
/**
 * The first departure of a schedule that has sales: seats sold on one still to come, or an active
 * booking on any (a journey whose other flights have not flown yet). Undefined when none has.
 */
export async function firstDepartureWithSales(tx: Transaction, scheduleId: string, now: Date) {
  const seatsSold = tx
    .select({ one: sql`1` })
    .from(flightSeat)
    .where(and(eq(flightSeat.instanceId, flightInstance.id), gt(flightSeat.sold, 0)));
  const activeBooking = tx
    .select({ one: sql`1` })
    .from(bookingFlight)
    .innerJoin(booking, eq(booking.id, bookingFlight.bookingId))
    .where(
      and(
        eq(bookingFlight.instanceId, flightInstance.id),
        inArray(booking.status, ['CONFIRMED', 'PENDING_PAYMENT']),
      ),
    );
  const [row] = await tx
    .select({ id: flightInstance.id, departureDate: flightInstance.departureDate })
    .from(flightInstance)
    .where(
      and(
        eq(flightInstance.scheduleId, scheduleId),
        or(and(gt(flightInstance.departureAt, now), exists(seatsSold)), exists(activeBooking)),
      ),
    )
    .orderBy(asc(flightInstance.departureDate))
    .limit(1);
  return row;
}

export async function followSchedule(
  tx: Transaction,
  route: DepartureRoute,
  departures: ReadonlyArray<FlightInstants & { id: string }>,
) {
  if (departures.length === 0) return;
  const values = sql.join(
    departures.map(
      (departure) =>
        sql`(${departure.id}, ${departure.departureAt.toISOString()}::timestamptz, ${departure.arrivalAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${flightInstance} fi set
          airline_code = ${route.airlineCode}, flight_number = ${route.flightNumber},
          origin = ${route.origin}, destination = ${route.destination},
          departure_at = planned.departure_at, arrival_at = planned.arrival_at, updated_at = now()
        from (values ${values}) as planned(id, departure_at, arrival_at)
        where fi.id = planned.id`,
  );
}

export async function setSeatsForSale(tx: Transaction, instanceIds: readonly string[], seats: SeatsPerCabin) {
  if (instanceIds.length === 0) return;
  await tx
    .update(flightSeat)
    .set({
      forSale: sql`case ${flightSeat.cabin} when 'ECONOMY' then ${seats.economy}::smallint else ${seats.business}::smallint end`,
      updatedAt: new Date(),
    })
    .where(inArray(flightSeat.instanceId, [...instanceIds]));
}

export async function deleteDepartures(tx: Transaction, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(flightInstance).where(inArray(flightInstance.id, [...ids]));
}

// The admin's view of departures

const departureColumns = {
  id: flightInstance.id,
  scheduleId: flightInstance.scheduleId,
  airline: { code: airline.code, name: airline.name, color: airline.color },
  flightNumber: flightInstance.flightNumber,
  origin: flightInstance.origin,
  destination: flightInstance.destination,
  originCity: originAirport.city,
  destinationCity: destinationAirport.city,
  originZone: originAirport.timeZone,
  destinationZone: destinationAirport.timeZone,
  departureDate: flightInstance.departureDate,
  departureAt: flightInstance.departureAt,
  arrivalAt: flightInstance.arrivalAt,
  status: flightInstance.status,
};

function selectDepartures(db: Db) {
  return db
    .select(departureColumns)
    .from(flightInstance)
    .innerJoin(airline, eq(airline.code, flightInstance.airlineCode))
    .innerJoin(originAirport, eq(originAirport.code, flightInstance.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flightInstance.destination));
}

export type DepartureRow = NonNullable<Awaited<ReturnType<typeof findDeparture>>>;

const ofAirlines = (codes: string[] | undefined) =>
  codes ? inArray(flightInstance.airlineCode, codes) : undefined;

/** One departure, when it belongs to one of `options.airlineCodes` (any airline's when undefined). */
export async function findDeparture(
  db: Db,
  id: string,
  options: { lock?: boolean; airlineCodes?: string[] | undefined } = {},
) {
  const query = selectDepartures(db).where(and(eq(flightInstance.id, id), ofAirlines(options.airlineCodes)));
  const [row] = await (options.lock ? query.for('update', { of: flightInstance }) : query);
  return row;
}

export interface DepartureFilter {
  from: string;
  to?: string | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  scheduleId?: string | undefined;
  status?: 'SCHEDULED' | 'CANCELLED' | undefined;
  q?: string | undefined;
  /** The airlines the caller reaches; undefined for the platform. */
  airlineCodes?: string[] | undefined;
}

function departureConditions(filter: DepartureFilter): SQL | undefined {
  return and(
    gte(flightInstance.departureDate, filter.from),
    filter.to ? lte(flightInstance.departureDate, filter.to) : undefined,
    filter.origin ? eq(flightInstance.origin, filter.origin) : undefined,
    filter.destination ? eq(flightInstance.destination, filter.destination) : undefined,
    filter.scheduleId ? eq(flightInstance.scheduleId, filter.scheduleId) : undefined,
    filter.status ? eq(flightInstance.status, filter.status) : undefined,
    ofAirlines(filter.airlineCodes),
    filter.q
      ? sql`${flightInstance.airlineCode} || ${flightInstance.flightNumber} ilike ${`%${filter.q.replace(/[\s\\%_]/g, '')}%`}`
      : undefined,
  );
}

export async function listDepartures(
  db: Db,
  filter: DepartureFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const where = departureConditions(filter);
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectDepartures(db)
      .where(where)
      .orderBy(direction(flightInstance.departureAt), asc(flightInstance.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(flightInstance).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function seatsOf(db: Db, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      instanceId: flightSeat.instanceId,
      cabin: flightSeat.cabin,
      forSale: flightSeat.forSale,
      sold: flightSeat.sold,
    })
    .from(flightSeat)
    .where(inArray(flightSeat.instanceId, [...instanceIds]))
    .orderBy(flightSeat.instanceId, flightSeat.cabin);
}

/** Passengers, infants included, of the bookings still standing on each departure. */
export async function passengerCounts(db: Db, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ instanceId: bookingFlight.instanceId, value: count(bookingPassenger.id) })
    .from(bookingFlight)
    .innerJoin(booking, eq(booking.id, bookingFlight.bookingId))
    .innerJoin(bookingPassenger, eq(bookingPassenger.bookingId, booking.id))
    .where(and(inArray(bookingFlight.instanceId, [...instanceIds]), ne(booking.status, 'CANCELLED')))
    .groupBy(bookingFlight.instanceId);
  return new Map(rows.map((row) => [row.instanceId as string, row.value]));
}

// An admin moves or cancels one departure

export async function setDepartureTimes(tx: Transaction, id: string, instants: FlightInstants) {
  await tx
    .update(flightInstance)
    .set({ departureAt: instants.departureAt, arrivalAt: instants.arrivalAt })
    .where(eq(flightInstance.id, id));
}

export async function markDepartureCancelled(tx: Transaction, id: string, at: Date) {
  await tx
    .update(flightInstance)
    .set({ status: 'CANCELLED', cancelledAt: at })
    .where(eq(flightInstance.id, id));
}

// Seats, the flights' side of the one inventory pattern

const seatRow = (instanceId: string, cabin: Cabin) => sql`instance_id = ${instanceId} and cabin = ${cabin}`;

/** Takes seats on one cabin of one departure; false when fewer are left. */
export async function takeSeats(tx: Transaction, instanceId: string, cabin: Cabin, seats: number) {
  const taken = await takeUnits(tx, flightSeat, { rows: seatRow(instanceId, cabin), quantity: seats });
  return taken.length === 1;
}

export function releaseSeats(tx: Transaction, instanceId: string, cabin: Cabin, seats: number) {
  return releaseUnits(tx, flightSeat, { rows: seatRow(instanceId, cabin), quantity: seats });
}

/** Bookings share-lock their departures: they wait while an admin changes one, not for each other. */
export async function shareLockDepartures(tx: Transaction, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .select({ id: flightInstance.id })
    .from(flightInstance)
    .where(inArray(flightInstance.id, [...ids]))
    .orderBy(flightInstance.id)
    .for('share');
}
