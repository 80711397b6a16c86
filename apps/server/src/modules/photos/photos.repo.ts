import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { hotel, hotelPhoto, room, roomPhoto } = schema;

/** What a photo belongs to: hotels and rooms keep their photos in twin tables. */
export type PhotoOwner = 'hotel' | 'room';

export interface PhotoRow {
  id: string;
  ownerId: string;
  position: number;
  storageKey: string;
  width: number;
  height: number;
}

export type NewPhotoRow = Omit<PhotoRow, 'ownerId'>;

const tables = {
  hotel: { photo: hotelPhoto, ownerId: hotelPhoto.hotelId, owner: hotel },
  room: { photo: roomPhoto, ownerId: roomPhoto.roomId, owner: room },
};

/**
 * The hotel the owner belongs to (a hotel's own id, a room's hotel); undefined when it does not
 * exist. `lock` locks the owner's row, so that photo writes to one owner run one after another.
 */
export async function ownerHotelId(
  db: Database | Transaction,
  owner: PhotoOwner,
  ownerId: string,
  options: { lock?: boolean } = {},
) {
  const query =
    owner === 'hotel'
      ? db.select({ hotelId: hotel.id }).from(hotel).where(eq(hotel.id, ownerId))
      : db.select({ hotelId: room.hotelId }).from(room).where(eq(room.id, ownerId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.hotelId;
}

/** The photos of these owners, each owner's in order. */
export function listPhotos(
  db: Database | Transaction,
  owner: PhotoOwner,
  ownerIds: string[],
): Promise<PhotoRow[]> {
  const { photo, ownerId } = tables[owner];
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: photo.id,
      ownerId,
      position: photo.position,
      storageKey: photo.storageKey,
      width: photo.width,
      height: photo.height,
    })
    .from(photo)
    .where(inArray(ownerId, ownerIds))
    .orderBy(asc(photo.position));
}

export async function insertPhotos(tx: Transaction, owner: PhotoOwner, ownerId: string, rows: NewPhotoRow[]) {
  if (owner === 'hotel')
    await tx.insert(hotelPhoto).values(rows.map((row) => ({ ...row, hotelId: ownerId })));
  else await tx.insert(roomPhoto).values(rows.map((row) => ({ ...row, roomId: ownerId })));
}

export async function setPosition(tx: Transaction, owner: PhotoOwner, photoId: string, position: number) {
  const { photo } = tables[owner];
  await tx.update(photo).set({ position }).where(eq(photo.id, photoId));
}

export async function deletePhoto(tx: Transaction, owner: PhotoOwner, ownerId: string, photoId: string) {
  const { photo, ownerId: ownerColumn } = tables[owner];
  const deleted = await tx
    .delete(photo)
    .where(and(eq(photo.id, photoId), eq(ownerColumn, ownerId)))
    .returning({ storageKey: photo.storageKey });
  return deleted[0];
}

/** The storage keys of a hotel's photos and of its rooms' photos. */
export async function storageKeysOfHotel(tx: Transaction, hotelId: string): Promise<string[]> {
  const [hotelKeys, roomKeys] = await Promise.all([
    tx.select({ key: hotelPhoto.storageKey }).from(hotelPhoto).where(eq(hotelPhoto.hotelId, hotelId)),
    tx
      .select({ key: roomPhoto.storageKey })
      .from(roomPhoto)
      .innerJoin(room, eq(room.id, roomPhoto.roomId))
      .where(eq(room.hotelId, hotelId)),
  ]);
  return [...hotelKeys, ...roomKeys].map((row) => row.key);
}

/** Every storage key a photo row points to, hotels' and rooms', each once and sorted. */
export async function allStorageKeys(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ key: hotelPhoto.storageKey })
    .from(hotelPhoto)
    .union(tx.select({ key: roomPhoto.storageKey }).from(roomPhoto));
  return rows.map((row) => row.key).sort();
}
