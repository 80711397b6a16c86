import { type Database, schema, type Transaction } from '@madabook/db';
import { asc, eq, sql } from 'drizzle-orm';

const { hotel, room } = schema;
export type RoomRow = typeof room.$inferSelect;

export async function findRoom(db: Database, id: string) {
  const [row] = await db.select().from(room).where(eq(room.id, id));
  return row;
}

/** The room's row, locked until the transaction ends: bookings take the same lock. */
export async function lockRoom(tx: Transaction, id: string) {
  const [row] = await tx.select().from(room).where(eq(room.id, id)).for('update');
  return row;
}

/** A new room type, in its hotel's town; a hotel that does not exist fails its foreign key. */
export async function insertRoom(tx: Transaction, row: Omit<typeof room.$inferInsert, 'cityKey'>) {
  const cityKey = sql`coalesce((select ${hotel.cityKey} from ${hotel} where ${hotel.id} = ${row.hotelId}), '')`;
  const [created] = await tx
    .insert(room)
    .values({ ...row, cityKey })
    .returning();
  return created as RoomRow;
}

export async function updateRoom(tx: Transaction, id: string, values: Partial<RoomRow>) {
  const [updated] = await tx.update(room).set(values).where(eq(room.id, id)).returning();
  return updated as RoomRow;
}

export async function deleteRoom(tx: Transaction, id: string) {
  await tx.delete(room).where(eq(room.id, id));
}

/** A hotel's rooms, cheapest first. */
export function listRoomsOfHotel(db: Database, hotelId: string) {
  return db
    .select()
    .from(room)
    .where(eq(room.hotelId, hotelId))
    .orderBy(asc(room.pricePerNight), asc(room.name), asc(room.id));
}
