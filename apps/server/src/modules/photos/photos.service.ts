import { type Photo, type PhotoRendition, photoRenditions, photoUploadLimits } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { authorizeHotel, type Scope } from '../../lib/scope';
import { renderPhoto } from '../../storage/image-pipeline';
import { newStorageKey, type PhotoStorage } from '../../storage/photo-storage';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  allStorageKeys,
  deletePhoto,
  insertPhotos,
  listPhotos,
  ownerHotelId,
  type PhotoOwner,
  type PhotoRow,
  setPosition,
  storageKeysOfHotel,
} from './photos.repo';

export type { PhotoOwner, PhotoRow };

const fileNameOf = (rendition: PhotoRendition) => `${rendition}.webp`;
const renditionOfFileName = new Map(photoRenditions.map((rendition) => [fileNameOf(rendition), rendition]));

/** Where `GET /api/photos/{key}/{file}` serves a rendition. */
const photoUrl = (storageKey: string, rendition: PhotoRendition) =>
  `/api/photos/${storageKey}/${fileNameOf(rendition)}`;

const toPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  position: row.position,
  width: row.width,
  height: row.height,
  urls: {
    thumb: photoUrl(row.storageKey, 'thumb'),
    card: photoUrl(row.storageKey, 'card'),
    large: photoUrl(row.storageKey, 'large'),
  },
});

const maxMegabytes = photoUploadLimits.maxFileBytes / 1024 / 1024;

/** Gives each listed photo its index as position, writing only what moved. */
async function writeOrder(tx: Transaction, owner: PhotoOwner, current: PhotoRow[], orderedIds: string[]) {
  const positionOf = new Map(current.map((photo) => [photo.id, photo.position]));
  for (const [position, id] of orderedIds.entries()) {
    if (positionOf.get(id) !== position) await setPosition(tx, owner, id, position);
  }
}

const isPermutationOf = (ids: string[], photos: PhotoRow[]) => {
  const known = new Set(photos.map((photo) => photo.id));
  return ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
};

/** Photos of hotels and rooms: one pipeline, one storage, one audit trail for both. */
export function createPhotoService(deps: {
  db: Database;
  audit: AuditService;
  storage: PhotoStorage;
  logger: Logger;
}) {
  const { db, audit, storage, logger } = deps;

  /** A store that fails (a bucket out of reach, a full disk) is an outage on our side, not the client's fault. */
  async function fromStorage<Result>(work: () => Promise<Result>): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      logger.error({ err: error }, 'photo storage failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** Never throws: the rows are gone already, and a file left behind wastes space but breaks nothing. */
  async function removeFiles(storageKeys: string[]) {
    await Promise.all(
      storageKeys.map((key) =>
        storage.remove(key).catch((error: unknown) => {
          logger.warn({ err: error, storageKey: key }, 'could not remove photo files');
        }),
      ),
    );
  }

  /**
   * One change to an owner's photos: the owner's row locked so changes to it
   * run one after another, the order audited before and after, and the files
   * that `change` frees removed once the change is committed.
   */
  async function changePhotos(
    actor: Actor,
    owner: PhotoOwner,
    ownerId: string,
    action: 'add' | 'reorder' | 'remove',
    change: (tx: Transaction, current: PhotoRow[]) => Promise<string[]>,
  ): Promise<Photo[]> {
    const { photos, freedKeys } = await db.transaction(async (tx) => {
      const hotelId = await ownerHotelId(tx, owner, ownerId, { lock: true });
      if (!hotelId) throw new AppError('NOT_FOUND');
      authorizeHotel(actor.scope, hotelId, 'rooms');
      const before = await listPhotos(tx, owner, [ownerId]);
      const freedKeys = await change(tx, before);
      const after = await listPhotos(tx, owner, [ownerId]);
      await audit.record(tx, actor, {
        action: `${owner}.photos.${action}`,
        entityType: owner,
        entityId: ownerId,
        before: { photoIds: before.map((photo) => photo.id) },
        after: { photoIds: after.map((photo) => photo.id) },
        hotelId,
      });
      return { photos: after.map(toPhoto), freedKeys };
    });
    await removeFiles(freedKeys);
    return photos;
  }

  /** NOT_FOUND unless the owner exists and the scope reaches its hotel; FORBIDDEN for a role that may not change photos. */
  async function assertCanChange(scope: Scope, owner: PhotoOwner, ownerId: string) {
    const hotelId = await ownerHotelId(db, owner, ownerId);
    if (!hotelId) throw new AppError('NOT_FOUND');
    authorizeHotel(scope, hotelId, 'rooms');
  }

  return {
    assertCanChange,

    /** Each owner's photos in order; owners without photos get an empty list. */
    async forOwners(owner: PhotoOwner, ownerIds: string[]): Promise<Map<string, Photo[]>> {
      const byOwner = new Map(ownerIds.map((id): [string, Photo[]] => [id, []]));
      for (const row of await listPhotos(db, owner, ownerIds)) byOwner.get(row.ownerId)?.push(toPhoto(row));
      return byOwner;
    },

    /** A photo read elsewhere (a search card) as the API shows it. */
    view: toPhoto,

    /** Each owner's first photo, for cards and lists; owners without photos are left out. */
    async covers(owner: PhotoOwner, ownerIds: string[]): Promise<Map<string, Photo>> {
      const covers = new Map<string, Photo>();
      for (const [ownerId, list] of await this.forOwners(owner, ownerIds))
        if (list[0]) covers.set(ownerId, list[0]);
      return covers;
    },

    /** Adds the files after the owner's photos and answers the whole list. All files pass or none is kept. */
    async upload(actor: Actor, owner: PhotoOwner, ownerId: string, files: Blob[]): Promise<Photo[]> {
      // Checked before any image is decoded, and again under the lock when the photos are written.
      await assertCanChange(actor.scope, owner, ownerId);
      if (files.some((file) => file.size > photoUploadLimits.maxFileBytes)) {
        throw new AppError('PAYLOAD_TOO_LARGE', `Each photo may weigh at most ${maxMegabytes} MB`);
      }
      const rendered = [];
      // One at a time: a decoded photo can take far more memory than its file.
      for (const file of files) rendered.push(await renderPhoto(new Uint8Array(await file.arrayBuffer())));
      const stored = rendered.map((photo) => ({ ...photo, id: newId(), storageKey: newStorageKey() }));
      try {
        for (const photo of stored) {
          for (const rendition of photoRenditions) {
            await fromStorage(() => storage.put(photo.storageKey, rendition, photo.renditions[rendition]));
          }
        }
        return await changePhotos(actor, owner, ownerId, 'add', async (tx, current) => {
          await insertPhotos(
            tx,
            owner,
            ownerId,
            stored.map(({ id, storageKey, width, height }, index) => ({
              id,
              storageKey,
              width,
              height,
              position: current.length + index,
            })),
          );
          return [];
        });
      } catch (error) {
        await removeFiles(stored.map((photo) => photo.storageKey));
        throw error;
      }
    },

    /** `photoIds` must list every photo of the owner once, in the new order. */
    reorder(actor: Actor, owner: PhotoOwner, ownerId: string, photoIds: string[]): Promise<Photo[]> {
      return changePhotos(actor, owner, ownerId, 'reorder', async (tx, current) => {
        if (!isPermutationOf(photoIds, current)) {
          throw new AppError('VALIDATION_ERROR', undefined, {
            issues: [{ path: 'photoIds', message: `List each of the ${current.length} photos exactly once` }],
          });
        }
        await writeOrder(tx, owner, current, photoIds);
        return [];
      });
    },

    async remove(actor: Actor, owner: PhotoOwner, ownerId: string, photoId: string): Promise<void> {
      await changePhotos(actor, owner, ownerId, 'remove', async (tx, current) => {
        const removed = await deletePhoto(tx, owner, ownerId, photoId);
        if (!removed) throw new AppError('NOT_FOUND');
        const remainingIds = current.filter((photo) => photo.id !== photoId).map((photo) => photo.id);
        await writeOrder(tx, owner, current, remainingIds);
        return [removed.storageKey];
      });
    },

    /** The bytes behind a photo URL: `fileName` is a rendition's, such as `card.webp`. */
    async readFile(storageKey: string, fileName: string): Promise<Uint8Array<ArrayBuffer>> {
      const rendition = renditionOfFileName.get(fileName);
      const bytes = rendition && (await fromStorage(() => storage.read(storageKey, rendition)));
      if (!bytes) throw new AppError('NOT_FOUND');
      return bytes;
    },

    /** The files that go with an owner: a hotel's include its rooms'. Read them before deleting the owner. */
    async storageKeysOf(tx: Transaction, owner: PhotoOwner, ownerId: string): Promise<string[]> {
      if (owner === 'hotel') return storageKeysOfHotel(tx, ownerId);
      return (await listPhotos(tx, owner, [ownerId])).map((photo) => photo.storageKey);
    },

    /** The files every photo row needs, as a backup reads them inside its snapshot. */
    storageKeysInUse: (tx: Transaction) => allStorageKeys(tx),

    removeFiles,
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
