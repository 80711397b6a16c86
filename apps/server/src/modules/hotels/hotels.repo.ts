import type { HotelListFilter } from '@madabook/contracts';
import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, count, eq, gt, inArray, like, min, or, sql } from 'drizzle-orm';
import { countRows, searchAny, sortBy } from '../../lib/list-query';

const { amenity, hotel, hotelAmenity, room } = schema;
export type HotelRow = typeof hotel.$inferSelect;
export type NewHotelRow = typeof hotel.$inferInsert;

export async function findHotel(db: Database | Transaction, id: string) {
  const [row] = await db.select().from(hotel).where(eq(hotel.id, id));
  return row;
}

export async function findHotelBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(hotel).where(eq(hotel.slug, slug));
  return row;
}

/** The hotel's row, locked until the transaction ends. */
export async function lockHotel(tx: Transaction, id: string) {
  const [row] = await tx.select().from(hotel).where(eq(hotel.id, id)).for('update');
  return row;
}

/** Bookings lock the rows of the rooms they take: locking them too keeps a booking out of a delete. */
export async function lockRoomsOfHotel(tx: Transaction, hotelId: string) {
  await tx
    .select({ id: room.id })
    .from(room)
    .where(eq(room.hotelId, hotelId))
    .orderBy(asc(room.id))
    .for('update');
}

/** Serialises slug choices, so two hotels of the same name never pick the same slug. */
export async function lockSlugs(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hotel.slug'))`);
}

/** Slugs that are `base` or `base-` followed by anything. */
export async function slugsStartingWith(tx: Transaction, base: string): Promise<string[]> {
  const rows = await tx
    .select({ slug: hotel.slug })
    .from(hotel)
    .where(or(eq(hotel.slug, base), like(hotel.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

export async function insertHotel(tx: Transaction, row: NewHotelRow) {
  const [created] = await tx.insert(hotel).values(row).returning();
  return created as HotelRow;
}

export async function updateHotel(tx: Transaction, id: string, values: Partial<NewHotelRow>) {
  const [updated] = await tx.update(hotel).set(values).where(eq(hotel.id, id)).returning();
  return updated as HotelRow;
}

export async function deleteHotel(tx: Transaction, id: string) {
  await tx.delete(hotel).where(eq(hotel.id, id));
}

/** Of these amenity ids, those that exist. */
export async function existingAmenityIds(tx: Transaction, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: amenity.id }).from(amenity).where(inArray(amenity.id, ids));
  return rows.map((row) => row.id);
}

export async function replaceHotelAmenities(tx: Transaction, hotelId: string, amenityIds: string[]) {
  await tx.delete(hotelAmenity).where(eq(hotelAmenity.hotelId, hotelId));
  if (amenityIds.length > 0) {
    await tx.insert(hotelAmenity).values(amenityIds.map((amenityId) => ({ hotelId, amenityId })));
  }
}

/** The amenities of these hotels, by French name. */
export function amenitiesOfHotels(db: Database | Transaction, hotelIds: string[]) {
  return db
    .select({
      hotelId: hotelAmenity.hotelId,
      id: amenity.id,
      nameFr: amenity.nameFr,
      nameEn: amenity.nameEn,
      icon: amenity.icon,
    })
    .from(hotelAmenity)
    .innerJoin(amenity, eq(amenity.id, hotelAmenity.amenityId))
    .where(inArray(hotelAmenity.hotelId, hotelIds))
    .orderBy(asc(amenity.nameFr));
}

export function roomCountsOfHotels(db: Database, hotelIds: string[]) {
  return db
    .select({ hotelId: room.hotelId, value: count() })
    .from(room)
    .where(inArray(room.hotelId, hotelIds))
    .groupBy(room.hotelId);
}

/**
 * What a shared link or a search engine shows of a published hotel, with the lowest nightly price
 * among the rooms it sells, in one read; undefined when no published hotel has that slug.
 */
export async function findPublishedHotelSummary(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: hotel.id,
      slug: hotel.slug,
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      postalCode: hotel.postalCode,
      phone: hotel.phone,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      stars: hotel.stars,
      priceFrom: min(room.pricePerNight),
    })
    .from(hotel)
    .leftJoin(room, and(eq(room.hotelId, hotel.id), gt(room.quantity, 0)))
    .where(and(eq(hotel.slug, slug), eq(hotel.archived, false)))
    .groupBy(hotel.id);
  return row;
}

/** The slugs of every hotel anyone may browse. */
export async function listPublishedSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: hotel.slug })
    .from(hotel)
    .where(eq(hotel.archived, false))
    .orderBy(asc(hotel.slug));
  return rows.map((row) => row.slug);
}

/** What anyone may browse: hotels not archived, by name. */
export function listPublishedHotels(db: Database) {
  return db.select().from(hotel).where(eq(hotel.archived, false)).orderBy(asc(hotel.name), asc(hotel.id));
}

/** `q` is part of the name, the city or the address, in any case. */
export type HotelFilter = Pick<HotelListFilter, 'q' | 'city' | 'tier' | 'archived'>;
export type HotelOrder = Pick<HotelListFilter, 'sort' | 'order'>;

const sortColumns = {
  name: hotel.name,
  city: hotel.city,
  stars: hotel.stars,
  tier: hotel.tier,
  createdAt: hotel.createdAt,
  updatedAt: hotel.updatedAt,
};

export async function listHotels(
  db: Database,
  filter: HotelFilter,
  order: HotelOrder,
  page: { offset: number; limit: number },
) {
  const conditions = [searchAny(filter.q, [hotel.name, hotel.city, hotel.address])];
  if (filter.city) conditions.push(sql`lower(${hotel.city}) = lower(${filter.city})`);
  if (filter.tier) conditions.push(eq(hotel.tier, filter.tier));
  if (filter.archived !== undefined) conditions.push(eq(hotel.archived, filter.archived));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(hotel)
      .where(where)
      .orderBy(sortBy(sortColumns[order.sort], order.order), asc(hotel.name), asc(hotel.id))
      .offset(page.offset)
      .limit(page.limit),
    countRows(db, hotel, where),
  ]);
  return { rows, total };
}
