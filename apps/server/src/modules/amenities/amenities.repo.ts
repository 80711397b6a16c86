import { type Database, schema, type Transaction } from '@madabook/db';
import { asc, count, eq } from 'drizzle-orm';

const { amenity, hotelAmenity } = schema;
export type AmenityRow = typeof amenity.$inferSelect;

export function listAmenities(db: Database) {
  return db
    .select({
      id: amenity.id,
      nameFr: amenity.nameFr,
      nameEn: amenity.nameEn,
      icon: amenity.icon,
      hotelCount: count(hotelAmenity.hotelId),
    })
    .from(amenity)
    .leftJoin(hotelAmenity, eq(hotelAmenity.amenityId, amenity.id))
    .groupBy(amenity.id)
    .orderBy(asc(amenity.nameFr));
}

export async function findAmenity(db: Database | Transaction, id: string) {
  const [row] = await db.select().from(amenity).where(eq(amenity.id, id));
  return row;
}

export async function insertAmenity(db: Database | Transaction, row: typeof amenity.$inferInsert) {
  const [created] = await db.insert(amenity).values(row).returning();
  return created as AmenityRow;
}

export async function updateAmenity(db: Database | Transaction, id: string, values: Partial<AmenityRow>) {
  const [updated] = await db.update(amenity).set(values).where(eq(amenity.id, id)).returning();
  return updated;
}

/** Deleting an amenity detaches it from every hotel (the join rows cascade). */
export async function deleteAmenity(db: Database | Transaction, id: string) {
  const [deleted] = await db.delete(amenity).where(eq(amenity.id, id)).returning();
  return deleted;
}
