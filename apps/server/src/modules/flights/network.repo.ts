import { type Database, schema, type Transaction } from '@madabook/db';
import { asc, eq, inArray, or } from 'drizzle-orm';

const { airport, airline, flightSchedule, bookingFlight } = schema;
type Db = Database | Transaction;

export type AirportRow = typeof airport.$inferSelect;
export type AirlineRow = typeof airline.$inferSelect;

export function listAirports(db: Db) {
  return db.select().from(airport).orderBy(asc(airport.city), asc(airport.code));
}

export function airportsByCode(db: Db, codes: readonly string[]) {
  return codes.length === 0
    ? Promise.resolve([])
    : db.select().from(airport).where(inArray(airport.code, codes));
}

export async function findAirport(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(airport).where(eq(airport.code, code));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertAirport(db: Db, row: typeof airport.$inferInsert) {
  const [created] = await db.insert(airport).values(row).returning();
  return created as AirportRow;
}

export async function updateAirport(db: Db, code: string, values: Partial<typeof airport.$inferInsert>) {
  const [updated] = await db.update(airport).set(values).where(eq(airport.code, code)).returning();
  return updated;
}

export async function deleteAirport(db: Db, code: string) {
  await db.delete(airport).where(eq(airport.code, code));
}

/** Whether a schedule flies to or from the airport, or a booking (even a past one) names it. */
export async function airportInUse(db: Db, code: string) {
  const [schedule] = await db
    .select({ id: flightSchedule.id })
    .from(flightSchedule)
    .where(or(eq(flightSchedule.origin, code), eq(flightSchedule.destination, code)))
    .limit(1);
  if (schedule) return true;
  const [booked] = await db
    .select({ id: bookingFlight.id })
    .from(bookingFlight)
    .where(or(eq(bookingFlight.origin, code), eq(bookingFlight.destination, code)))
    .limit(1);
  return booked !== undefined;
}

export function listAirlines(db: Db) {
  return db.select().from(airline).orderBy(asc(airline.name));
}

export async function findAirline(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(airline).where(eq(airline.code, code));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertAirline(db: Db, row: typeof airline.$inferInsert) {
  const [created] = await db.insert(airline).values(row).returning();
  return created as AirlineRow;
}

export async function updateAirline(db: Db, code: string, values: Partial<typeof airline.$inferInsert>) {
  const [updated] = await db.update(airline).set(values).where(eq(airline.code, code)).returning();
  return updated;
}

export async function deleteAirline(db: Db, code: string) {
  await db.delete(airline).where(eq(airline.code, code));
}

/** Whether a schedule or a booking (even a past one) flies with the airline. */
export async function airlineInUse(db: Db, code: string) {
  const [schedule] = await db
    .select({ id: flightSchedule.id })
    .from(flightSchedule)
    .where(eq(flightSchedule.airlineCode, code))
    .limit(1);
  if (schedule) return true;
  const [booked] = await db
    .select({ id: bookingFlight.id })
    .from(bookingFlight)
    .where(eq(bookingFlight.airlineCode, code))
    .limit(1);
  return booked !== undefined;
}
