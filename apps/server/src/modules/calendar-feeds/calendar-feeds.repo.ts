import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

const { booking, bookingRoom, hotel, room, roomCalendarFeed } = schema;
type Db = Database | Transaction;

/** A room type with its hotel's id and the names its feed shows. */
export async function findRoomOfHotel(db: Db, roomId: string) {
  const [row] = await db
    .select({ roomId: room.id, roomName: room.name, hotelId: room.hotelId, hotelName: hotel.name })
    .from(room)
    .innerJoin(hotel, eq(hotel.id, room.hotelId))
    .where(eq(room.id, roomId));
  return row;
}

/** The room type's token, inserted unless it has one: answers the new token, or undefined if one existed. */
export async function insertFeedUnlessPresent(tx: Transaction, roomId: string, token: string) {
  const [row] = await tx
    .insert(roomCalendarFeed)
    .values({ roomId, token })
    .onConflictDoNothing({ target: roomCalendarFeed.roomId })
    .returning({ token: roomCalendarFeed.token });
  return row?.token;
}

export async function feedTokenOf(db: Db, roomId: string) {
  const [row] = await db
    .select({ token: roomCalendarFeed.token })
    .from(roomCalendarFeed)
    .where(eq(roomCalendarFeed.roomId, roomId));
  return row?.token;
}

/** Gives the room type a new token (its first, or instead of the old one, which then opens nothing). */
export async function replaceFeedToken(tx: Transaction, roomId: string, token: string) {
  await tx
    .insert(roomCalendarFeed)
    .values({ roomId, token })
    .onConflictDoUpdate({ target: roomCalendarFeed.roomId, set: { token, createdAt: sql`now()` } });
}

/** The room type a token opens, through the token's unique index. */
export async function findRoomOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ roomId: roomCalendarFeed.roomId })
    .from(roomCalendarFeed)
    .where(eq(roomCalendarFeed.token, token));
  return row && findRoomOfHotel(db, row.roomId);
}

/**
 * The stays of a room type ending on `since` or later that hold its rooms (held, confirmed or
 * completed), with the rooms each takes. Only what a calendar shows: nothing about the guest.
 */
export function staysOfRoom(db: Db, roomId: string, since: string) {
  return db
    .select({
      bookingId: booking.id,
      reference: booking.reference,
      status: booking.status,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: sql<number>`sum(${bookingRoom.quantity})::int`.mapWith(Number),
    })
    .from(bookingRoom)
    .innerJoin(booking, eq(booking.id, bookingRoom.bookingId))
    .where(
      and(
        eq(bookingRoom.roomId, roomId),
        inArray(booking.status, ['CONFIRMED', 'PENDING_PAYMENT', 'COMPLETED']),
        gte(booking.checkOut, since),
      ),
    )
    .groupBy(booking.id)
    .orderBy(asc(booking.checkIn), asc(booking.reference));
}
