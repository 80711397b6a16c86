import type { Amenity, AmenityIcon, AmenityInput } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  type AmenityRow,
  deleteAmenity,
  findAmenity,
  insertAmenity,
  listAmenities,
  updateAmenity,
} from './amenities.repo';

const toAmenity = (
  row: Pick<AmenityRow, 'id' | 'nameFr' | 'nameEn' | 'icon'> & { hotelCount?: number },
): Amenity => ({
  id: row.id,
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  icon: row.icon as AmenityIcon,
  ...(row.hotelCount === undefined ? {} : { hotelCount: Number(row.hotelCount) }),
});

const entityType = 'amenity';

export function createAmenityService(deps: { db: Database; audit: AuditService }) {
  const { db, audit } = deps;

  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('AMENITY_ALREADY_EXISTS');
      throw error;
    }
  }

  return {
    async list(): Promise<Amenity[]> {
      return (await listAmenities(db)).map(toAmenity);
    },

    async get(id: string): Promise<Amenity> {
      const row = await findAmenity(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toAmenity(row);
    },

    create(actor: Actor, input: AmenityInput): Promise<Amenity> {
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const created = await insertAmenity(tx, { id: newId(), ...input });
          await audit.record(tx, actor, {
            action: 'amenity.create',
            entityType,
            entityId: created.id,
            after: created,
          });
          return toAmenity(created);
        }),
      );
    },

    update(actor: Actor, id: string, input: AmenityInput): Promise<Amenity> {
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const before = await findAmenity(tx, id);
          if (!before) throw new AppError('NOT_FOUND');
          const after = await updateAmenity(tx, id, input);
          await audit.record(tx, actor, {
            action: 'amenity.update',
            entityType,
            entityId: id,
            before,
            after,
          });
          return toAmenity(after ?? before);
        }),
      );
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await deleteAmenity(tx, id);
        if (!deleted) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'amenity.delete',
          entityType,
          entityId: id,
          before: deleted,
        });
      });
    },
  };
}

export type AmenityService = ReturnType<typeof createAmenityService>;
