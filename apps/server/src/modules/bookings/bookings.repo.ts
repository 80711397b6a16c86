import { type Database, schema, type Transaction } from '@madabook/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

const { airport, booking, bookingFlight, bookingPassenger, bookingRoom, flightInstance, hotel, room } =
  schema;
export type BookingRow = typeof booking.$inferSelect;
export type BookingInsert = typeof booking.$inferInsert;
export type BookingRoomRow = typeof bookingRoom.$inferSelect;
export type BookingRoomInsert = typeof bookingRoom.$inferInsert;
export type BookingFlightInsert = typeof bookingFlight.$inferInsert;
export type BookingPassengerRow = typeof bookingPassenger.$inferSelect;
export type CancellationSource = NonNullable<BookingRow['cancellationSource']>;
type Db = Database | Transaction;

export async function findBookableHotel(db: Db, hotelId: string) {
  const [row] = await db
    .select({
      id: hotel.id,
      name: hotel.name,
      archived: hotel.archived,
      checkInTime: hotel.checkInTime,
      freeCancellationDays: hotel.freeCancellationDays,
      prepaymentPercent: hotel.prepaymentPercent,
    })
    .from(hotel)
    .where(eq(hotel.id, hotelId));
  return row;
}

/**
 * The hotel's rooms a booking takes, in id order, share-locked: bookings go on
 * side by side (the calendar's conditional writes decide who gets the last
 * rooms) while a change of their quantity waits for them to end.
 */
export function lockRooms(tx: Transaction, hotelId: string, roomIds: string[]) {
  return tx
    .select({
      id: room.id,
      name: room.name,
      type: room.type,
      pricePerNight: room.pricePerNight,
      capacity: room.capacity,
      quantity: room.quantity,
    })
    .from(room)
    .where(and(eq(room.hotelId, hotelId), inArray(room.id, roomIds)))
    .orderBy(asc(room.id))
    .for('share');
}

/** The booking its author (a traveller, or a hotel's staff member) made with this key. */
export async function findByIdempotencyKey(db: Db, bookedById: string, key: string) {
  const [row] = await db
    .select()
    .from(booking)
    .where(and(eq(booking.bookedById, bookedById), eq(booking.idempotencyKey, key)));
  return row;
}

export async function insertBooking(tx: Transaction, row: BookingInsert) {
  const [created] = await tx.insert(booking).values(row).returning();
  return created as BookingRow;
}

export async function insertRoomLines(tx: Transaction, lines: BookingRoomInsert[]) {
  await tx.insert(bookingRoom).values(lines);
}

export async function insertFlightLines(
  tx: Transaction,
  flights: BookingFlightInsert[],
  passengers: (typeof bookingPassenger.$inferInsert)[],
) {
  await tx.insert(bookingFlight).values(flights);
  await tx.insert(bookingPassenger).values(passengers);
}

export async function findBooking(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(booking).where(eq(booking.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function roomLinesOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as BookingRoomRow[]);
  return db
    .select()
    .from(bookingRoom)
    .where(inArray(bookingRoom.bookingId, bookingIds))
    .orderBy(asc(bookingRoom.createdAt));
}

/** The flights of these bookings in travel order, with the status their departure has now. */
export function flightLinesOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: bookingFlight, departureStatus: flightInstance.status })
    .from(bookingFlight)
    .leftJoin(flightInstance, eq(flightInstance.id, bookingFlight.instanceId))
    .where(inArray(bookingFlight.bookingId, bookingIds))
    .orderBy(asc(bookingFlight.bookingId), asc(bookingFlight.position));
}
export type FlightLine = Awaited<ReturnType<typeof flightLinesOf>>[number];

export function passengersOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as BookingPassengerRow[]);
  return db
    .select()
    .from(bookingPassenger)
    .where(inArray(bookingPassenger.bookingId, bookingIds))
    .orderBy(asc(bookingPassenger.bookingId), asc(bookingPassenger.position));
}

export function airportsByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ code: airport.code, name: airport.name, city: airport.city, timeZone: airport.timeZone })
    .from(airport)
    .where(inArray(airport.code, codes));
}
export type AirportSummary = Awaited<ReturnType<typeof airportsByCode>>[number];

export function hotelSummaries(db: Db, hotelIds: string[]) {
  if (hotelIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: hotel.id,
      slug: hotel.slug,
      city: hotel.city,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    })
    .from(hotel)
    .where(inArray(hotel.id, hotelIds));
}

export function bookingsOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(booking)
    .where(eq(booking.userId, userId))
    .orderBy(asc(booking.checkIn), asc(booking.createdAt));
}

export async function markCancelled(
  tx: Transaction,
  id: string,
  cancellation: { by: string | null; at: Date; source: CancellationSource },
) {
  const [updated] = await tx
    .update(booking)
    .set({
      status: 'CANCELLED',
      holdExpiresAt: null,
      cancelledAt: cancellation.at,
      cancelledById: cancellation.by,
      cancellationSource: cancellation.source,
    })
    .where(eq(booking.id, id))
    .returning();
  return updated as BookingRow;
}

/** A held booking whose payment arrived: confirmed, its hold over. Undefined when it no longer waits. */
export async function confirmHeldBooking(tx: Transaction, id: string) {
  const [confirmed] = await tx
    .update(booking)
    .set({ status: 'CONFIRMED', holdExpiresAt: null })
    .where(and(eq(booking.id, id), eq(booking.status, 'PENDING_PAYMENT')))
    .returning();
  return confirmed;
}

export async function setPaymentStatus(tx: Transaction, id: string, status: BookingRow['paymentStatus']) {
  await tx.update(booking).set({ paymentStatus: status }).where(eq(booking.id, id));
}

/** Bookings that hold rooms or seats: confirmed, or held while their payment is awaited. */
export const activeStatuses: BookingRow['status'][] = ['CONFIRMED', 'PENDING_PAYMENT'];

const hasFlightOn = (instanceId: string) =>
  sql`${booking.id} in (select ${bookingFlight.bookingId} from ${bookingFlight} where ${bookingFlight.instanceId} = ${instanceId})`;

/** Whether the booking has a flight that meets the condition. */
const hasFlightWhere = (db: Db, condition: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bookingFlight)
      .where(and(eq(bookingFlight.bookingId, booking.id), condition)),
  );

/** Active bookings with a flight on this departure, locked in id order like any cancellation would. */
export function lockActiveBookingsOnDeparture(tx: Transaction, instanceId: string) {
  return tx
    .select()
    .from(booking)
    .where(and(inArray(booking.status, activeStatuses), hasFlightOn(instanceId)))
    .orderBy(asc(booking.id))
    .for('update');
}

/** The active bookings' copies of a departure's times follow it. */
export async function moveFlightLines(
  tx: Transaction,
  instanceId: string,
  bookingIds: string[],
  times: { departureAt: Date; arrivalAt: Date },
) {
  await tx
    .update(bookingFlight)
    .set({ departureAt: times.departureAt, arrivalAt: times.arrivalAt })
    .where(and(eq(bookingFlight.instanceId, instanceId), inArray(bookingFlight.bookingId, bookingIds)));
}

/** What a journey's booking derives from its flights' times. */
export async function setJourneyTimes(
  tx: Transaction,
  id: string,
  times: { checkIn: string; checkOut: string; freeCancellationUntil: Date | null },
) {
  await tx.update(booking).set(times).where(eq(booking.id, id));
}

/**
 * Flags these flight lines' connections as broken (keeping when each first broke), and clears the
 * flag of the other lines of these bookings, whose connections hold again.
 */
export async function flagBrokenConnections(
  tx: Transaction,
  bookingIds: string[],
  brokenLineIds: string[],
  at: Date,
) {
  const broken =
    brokenLineIds.length > 0
      ? sql`case when ${inArray(bookingFlight.id, brokenLineIds)} then coalesce(${bookingFlight.connectionBrokenAt}, ${at.toISOString()}::timestamptz) end`
      : null;
  await tx
    .update(bookingFlight)
    .set({ connectionBrokenAt: broken })
    .where(inArray(bookingFlight.bookingId, bookingIds));
}

/**
 * Stays that end on or before `today`, and journeys whose every flight has
 * landed by `now`, are over.
 */
export async function completeFinishedBookings(db: Db, today: string, now: Date) {
  const stillFlying = hasFlightWhere(db, gt(bookingFlight.arrivalAt, now));
  const done = await db
    .update(booking)
    .set({ status: 'COMPLETED' })
    .where(
      and(
        eq(booking.status, 'CONFIRMED'),
        or(
          and(eq(booking.kind, 'HOTEL'), lte(booking.checkOut, today)),
          and(eq(booking.kind, 'FLIGHT'), not(stillFlying)),
        ),
      ),
    )
    .returning({ id: booking.id });
  return done.length;
}

export async function countUpcomingForHotel(db: Db, hotelId: string, today: string) {
  const [row] = await db
    .select({ value: count() })
    .from(booking)
    .where(
      and(eq(booking.hotelId, hotelId), inArray(booking.status, activeStatuses), gt(booking.checkOut, today)),
    );
  return row?.value ?? 0;
}

export async function countUpcomingForRoom(db: Db, roomId: string, today: string) {
  const [row] = await db
    .select({ value: count() })
    .from(bookingRoom)
    .innerJoin(booking, eq(booking.id, bookingRoom.bookingId))
    .where(
      and(
        eq(bookingRoom.roomId, roomId),
        inArray(booking.status, activeStatuses),
        gt(booking.checkOut, today),
      ),
    );
  return row?.value ?? 0;
}

export interface AdminBookingFilter {
  kind?: BookingRow['kind'];
  hotelId?: string;
  /** The caller's hotels (a partner's scope); undefined for the whole platform. */
  hotelIds?: string[];
  status?: BookingRow['status'];
  reference?: string;
  guest?: string;
  from?: string;
  to?: string;
  /** Journeys with a flight of one of these airlines only (an airline's own bookings). */
  airlineCodes?: string[] | undefined;
}

const sortColumns = { createdAt: booking.createdAt, checkIn: booking.checkIn, total: booking.totalAmount };

/** Whom a booking is for: the guest or contact, a passenger, or what an agent reads off a ticket (reference, flight number). */
function matchesTraveller(db: Db, search: string) {
  const pattern = `%${search}%`;
  // "MW 102", "mw102": flight numbers are compared without spaces.
  const flightPattern = `%${search.replace(/\s+/g, '')}%`;
  return or(
    ilike(booking.guestName, pattern),
    ilike(booking.guestEmail, pattern),
    ilike(booking.guestPhone, pattern),
    ilike(booking.reference, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(bookingPassenger)
        .where(
          and(
            eq(bookingPassenger.bookingId, booking.id),
            sql`${bookingPassenger.firstName} || ' ' || ${bookingPassenger.lastName} ilike ${pattern}`,
          ),
        ),
    ),
    hasFlightWhere(
      db,
      sql`${bookingFlight.airlineCode} || ${bookingFlight.flightNumber} ilike ${flightPattern}`,
    ),
  );
}

export async function listBookings(
  db: Db,
  filter: AdminBookingFilter,
  page: { offset: number; limit: number; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(booking.kind, filter.kind));
  if (filter.hotelId) conditions.push(eq(booking.hotelId, filter.hotelId));
  if (filter.hotelIds) conditions.push(inArray(booking.hotelId, filter.hotelIds));
  if (filter.status) conditions.push(eq(booking.status, filter.status));
  if (filter.reference) conditions.push(ilike(booking.reference, `%${filter.reference}%`));
  if (filter.guest) {
    const traveller = matchesTraveller(db, filter.guest);
    if (traveller) conditions.push(traveller);
  }
  // A stay is in the window when it has at least one night in it; a journey when it flies on one of its days.
  if (filter.from) {
    const from = or(
      and(eq(booking.kind, 'HOTEL'), gt(booking.checkOut, filter.from)),
      and(eq(booking.kind, 'FLIGHT'), gte(booking.checkOut, filter.from)),
    );
    if (from) conditions.push(from);
  }
  if (filter.to) conditions.push(lte(booking.checkIn, filter.to));
  if (filter.airlineCodes) {
    conditions.push(hasFlightWhere(db, inArray(bookingFlight.airlineCode, filter.airlineCodes)));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[page.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(booking)
      .where(where)
      .orderBy(page.order === 'asc' ? asc(column) : desc(column), desc(booking.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(booking).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
