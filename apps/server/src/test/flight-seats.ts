import type { Cabin } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { and, eq, inArray, sum } from 'drizzle-orm';

/** The seats sold in a cabin of a departure, as its inventory row counts them. */
export async function seatsSold(db: Database, instanceId: string, cabin: Cabin = 'ECONOMY') {
  const rows = await db.select().from(schema.flightSeat).where(eq(schema.flightSeat.instanceId, instanceId));
  return rows.find((row) => row.cabin === cabin)?.sold ?? 0;
}

/** The seats of a cabin of a departure that its standing bookings hold, counted from their flights. */
export async function seatsFromBookings(db: Database, instanceId: string, cabin: Cabin = 'ECONOMY') {
  const { booking, bookingFlight } = schema;
  const [row] = await db
    .select({ seats: sum(bookingFlight.seats).mapWith(Number) })
    .from(bookingFlight)
    .innerJoin(booking, eq(booking.id, bookingFlight.bookingId))
    .where(
      and(
        eq(bookingFlight.instanceId, instanceId),
        eq(bookingFlight.cabin, cabin),
        inArray(booking.status, ['CONFIRMED', 'COMPLETED', 'PENDING_PAYMENT']),
      ),
    );
  return row?.seats ?? 0;
}
