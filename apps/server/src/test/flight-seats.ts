import type { Cabin } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { eq } from 'drizzle-orm';

/** The seats sold in a cabin of a departure, as its inventory row counts them. */
export async function seatsSold(db: Database, instanceId: string, cabin: Cabin = 'ECONOMY') {
  const rows = await db.select().from(schema.flightSeat).where(eq(schema.flightSeat.instanceId, instanceId));
  return rows.find((row) => row.cabin === cabin)?.sold ?? 0;
}
