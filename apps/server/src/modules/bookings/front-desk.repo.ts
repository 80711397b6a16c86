import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { BookingRow } from './bookings.repo';
import type { StayChanges } from './front-desk-rules';

const { booking } = schema;

/** Writes what a front-desk action changes on a booking, and answers the booking as it now is. */
export async function updateStay(tx: Transaction, id: string, changes: StayChanges) {
  const [updated] = await tx.update(booking).set(changes).where(eq(booking.id, id)).returning();
  return updated as BookingRow;
}

/** A hotel's stays, not cancelled, that arrive, go on or leave on `date`, by guest name. */
export function staysAroundDay(db: Database, hotelId: string, date: string) {
  return db
    .select()
    .from(booking)
    .where(
      and(
        eq(booking.hotelId, hotelId),
        eq(booking.kind, 'HOTEL'),
        ne(booking.status, 'CANCELLED'),
        lte(booking.checkIn, date),
        gte(booking.checkOut, date),
      ),
    )
    .orderBy(asc(booking.guestName), asc(booking.id));
}
