import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';

const { booking, bookingRoom, hotel, room } = schema;
export type BookingRow = typeof booking.$inferSelect;
export type BookingRoomRow = typeof bookingRoom.$inferSelect;
type Db = Database | Transaction;

export async function findBookableHotel(db: Db, hotelId: string) {
  const [row] = await db
    .select({
      id: hotel.id,
      name: hotel.name,
      archived: hotel.archived,
      checkInTime: hotel.checkInTime,
      freeCancellationDays: hotel.freeCancellationDays,
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

export async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(booking)
    .where(and(eq(booking.userId, userId), eq(booking.idempotencyKey, key)));
  return row;
}

export async function insertBooking(
  tx: Transaction,
  row: typeof booking.$inferInsert,
  lines: (typeof bookingRoom.$inferInsert)[],
) {
  const [created] = await tx.insert(booking).values(row).returning();
  await tx.insert(bookingRoom).values(lines);
  return created as BookingRow;
}

export async function findBooking(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(booking).where(eq(booking.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function linesOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as BookingRoomRow[]);
  return db
    .select()
    .from(bookingRoom)
    .where(inArray(bookingRoom.bookingId, bookingIds))
    .orderBy(asc(bookingRoom.createdAt));
}

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
  return db.select().from(booking).where(eq(booking.userId, userId)).orderBy(asc(booking.checkIn));
}

export async function markCancelled(tx: Transaction, id: string, by: string, at: Date) {
  const [updated] = await tx
    .update(booking)
    .set({ status: 'CANCELLED', cancelledAt: at, cancelledById: by })
    .where(eq(booking.id, id))
    .returning();
  return updated as BookingRow;
}

/** Stays that end on or before `today` are over. */
export async function completeFinishedStays(db: Db, today: string) {
  const done = await db
    .update(booking)
    .set({ status: 'COMPLETED' })
    .where(and(eq(booking.status, 'CONFIRMED'), lte(booking.checkOut, today)))
    .returning({ id: booking.id });
  return done.length;
}

export async function countUpcomingForHotel(db: Db, hotelId: string, today: string) {
  const [row] = await db
    .select({ value: count() })
    .from(booking)
    .where(and(eq(booking.hotelId, hotelId), eq(booking.status, 'CONFIRMED'), gt(booking.checkOut, today)));
  return row?.value ?? 0;
}

export async function countUpcomingForRoom(db: Db, roomId: string, today: string) {
  const [row] = await db
    .select({ value: count() })
    .from(bookingRoom)
    .innerJoin(booking, eq(booking.id, bookingRoom.bookingId))
    .where(and(eq(bookingRoom.roomId, roomId), eq(booking.status, 'CONFIRMED'), gt(booking.checkOut, today)));
  return row?.value ?? 0;
}

export interface AdminBookingFilter {
  hotelId?: string;
  status?: BookingRow['status'];
  reference?: string;
  guest?: string;
  from?: string;
  to?: string;
}

const sortColumns = { createdAt: booking.createdAt, checkIn: booking.checkIn, total: booking.totalAmount };

export async function listBookings(
  db: Db,
  filter: AdminBookingFilter,
  page: { offset: number; limit: number; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [];
  if (filter.hotelId) conditions.push(eq(booking.hotelId, filter.hotelId));
  if (filter.status) conditions.push(eq(booking.status, filter.status));
  if (filter.reference) conditions.push(ilike(booking.reference, `%${filter.reference}%`));
  if (filter.guest) {
    const pattern = `%${filter.guest}%`;
    const guest = or(
      ilike(booking.guestName, pattern),
      ilike(booking.guestEmail, pattern),
      ilike(booking.guestPhone, pattern),
    );
    if (guest) conditions.push(guest);
  }
  // A stay is in the window when it has at least one night in it.
  if (filter.from) conditions.push(gt(booking.checkOut, filter.from));
  if (filter.to) conditions.push(lte(booking.checkIn, filter.to));
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
