import type {
  Amenity,
  AmenityIcon,
  Hotel,
  HotelArchive,
  HotelListFilter,
  HotelUpdateValues,
  HotelValues,
  Paginated,
  PartnerHotelUpdateValues,
  PublicHotel,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { Audience } from '../../lib/audience';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import { assertPlatform, authorizeHotel, type Scope } from '../../lib/scope';
import { firstFreeSlug, isSlugOf, slugify } from '../../lib/slug';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PhotoService } from '../photos/photos.service';
import {
  amenitiesOfHotels,
  deleteHotel,
  existingAmenityIds,
  findHotel,
  findHotelBySlug,
  findPublishedHotelSummary,
  type HotelRow,
  insertHotel,
  listHotels,
  listPublishedHotels,
  listPublishedSlugs,
  lockHotel,
  lockRoomsOfHotel,
  lockSlugs,
  replaceHotelAmenities,
  roomCountsOfHotels,
  slugsStartingWith,
  updateHotel,
} from './hotels.repo';
import type { UpcomingBookings } from './upcoming-bookings';

const entityType = 'hotel';

export type HotelSummary = NonNullable<Awaited<ReturnType<typeof findPublishedHotelSummary>>>;

const columnsOf = ({ amenityIds: _amenityIds, ...columns }: HotelValues) => ({
  ...columns,
  postalCode: columns.postalCode ?? null,
  phone: columns.phone ?? null,
});

const toPublicHotel = ({
  archived: _archived,
  createdAt: _created,
  updatedAt: _updated,
  ...rest
}: Hotel): PublicHotel => rest;

async function checkAmenitiesExist(tx: Transaction, amenityIds: string[]) {
  const known = new Set(await existingAmenityIds(tx, amenityIds));
  const unknown = amenityIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      issues: [{ path: 'amenityIds', message: `Unknown amenities: ${unknown.join(', ')}` }],
    });
  }
}

/** A slug from the name that no other hotel has; a hotel keeps its `current` one when it still fits the name. */
async function freeSlug(tx: Transaction, name: string, current?: string) {
  const base = slugify(name) || 'hotel';
  if (current && isSlugOf(current, base)) return current;
  await lockSlugs(tx);
  return firstFreeSlug(base, await slugsStartingWith(tx, base));
}

export function createHotelService(deps: {
  db: Database;
  audit: AuditService;
  photos: PhotoService;
  upcomingBookings: UpcomingBookings;
}) {
  const { db, audit, photos, upcomingBookings } = deps;

  /** Each hotel's amenities; hotels without any get an empty list. */
  async function amenitiesByHotel(hotelIds: string[]): Promise<Map<string, Amenity[]>> {
    const byHotel = new Map(hotelIds.map((id): [string, Amenity[]] => [id, []]));
    for (const { hotelId, ...amenity } of await amenitiesOfHotels(db, hotelIds)) {
      byHotel.get(hotelId)?.push({ ...amenity, icon: amenity.icon as AmenityIcon });
    }
    return byHotel;
  }

  /** Reads what hotels show besides their own columns, and answers how to build each one's view. */
  async function viewBuilder(hotelIds: string[]): Promise<(row: HotelRow) => Hotel> {
    const [amenities, photosByHotel, roomCounts] = await Promise.all([
      amenitiesByHotel(hotelIds),
      photos.forOwners('hotel', hotelIds),
      roomCountsOfHotels(db, hotelIds),
    ]);
    const roomCountByHotel = new Map(roomCounts.map((row) => [row.hotelId, row.value]));
    return (row) => ({
      ...row,
      amenities: amenities.get(row.id) ?? [],
      photos: photosByHotel.get(row.id) ?? [],
      roomCount: roomCountByHotel.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }

  async function viewOf(row: HotelRow): Promise<Hotel> {
    return (await viewBuilder([row.id]))(row);
  }

  async function viewFor(audience: Audience, row: HotelRow | undefined): Promise<Hotel | PublicHotel> {
    if (!row || (row.archived && audience !== 'admin')) throw new AppError('NOT_FOUND');
    const hotel = await viewOf(row);
    return audience === 'admin' ? hotel : toPublicHotel(hotel);
  }

  return {
    get: async (audience: Audience, id: string) => viewFor(audience, await findHotel(db, id)),

    getBySlug: async (audience: Audience, slug: string) => viewFor(audience, await findHotelBySlug(db, slug)),

    /** Throws NOT_FOUND unless the audience may see the hotel: the public never sees an archived one. */
    async assertVisible(audience: Audience, id: string): Promise<void> {
      const row = await findHotel(db, id);
      if (!row || (row.archived && audience !== 'admin')) throw new AppError('NOT_FOUND');
    },

    /** The catalogue: every hotel not archived, by name, as the public sees it. */
    async listPublished(): Promise<PublicHotel[]> {
      const rows = await listPublishedHotels(db);
      const toView = await viewBuilder(rows.map((row) => row.id));
      return rows.map((row) => toPublicHotel(toView(row)));
    },

    /** A published hotel's facts for its shared links and search engines, in one cheap read. */
    publishedSummary: (slug: string): Promise<HotelSummary | undefined> =>
      findPublishedHotelSummary(db, slug),

    publishedSlugs: () => listPublishedSlugs(db),

    async listForAdmin(query: HotelListFilter): Promise<Paginated<Hotel>> {
      const { rows, total } = await listHotels(db, query, query, pageWindow(query));
      const toView = await viewBuilder(rows.map((row) => row.id));
      return pageOf(rows.map(toView), total, query);
    },

    async create(actor: Actor, input: HotelValues): Promise<Hotel> {
      assertPlatform(actor.scope);
      const amenityIds = [...new Set(input.amenityIds)];
      const created = await db.transaction(async (tx) => {
        await checkAmenitiesExist(tx, amenityIds);
        const row = await insertHotel(tx, {
          id: newId(),
          slug: await freeSlug(tx, input.name),
          ...columnsOf(input),
        });
        await replaceHotelAmenities(tx, row.id, amenityIds);
        await audit.record(tx, actor, {
          action: 'hotel.create',
          entityType,
          entityId: row.id,
          after: { ...row, amenityIds },
          hotelId: row.id,
        });
        return row;
      });
      return viewOf(created);
    },

    /** The hotel with every field, for its members (any role) and admins. */
    async getForMember(scope: Scope, id: string): Promise<Hotel> {
      authorizeHotel(scope, id, 'bookings');
      const row = await findHotel(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return viewOf(row);
    },

    /**
     * Replaces every field and the amenities; the slug changes only when `renewSlug` asks. A
     * member changes its hotel's details, never its stars or tier: those stay the platform's.
     */
    async update(
      actor: Actor,
      id: string,
      { renewSlug, ...changes }: HotelUpdateValues | PartnerHotelUpdateValues,
    ): Promise<Hotel> {
      authorizeHotel(actor.scope, id, 'details');
      const amenityIds = [...new Set(changes.amenityIds)];
      const updated = await db.transaction(async (tx) => {
        const before = await lockHotel(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const platformOnly = { stars: before.stars, tier: before.tier };
        const input: HotelValues =
          actor.scope.kind === 'platform' ? { ...platformOnly, ...changes } : { ...changes, ...platformOnly };
        const amenityIdsBefore = (await amenitiesOfHotels(tx, [id])).map((row) => row.id);
        await checkAmenitiesExist(tx, amenityIds);
        const slug = renewSlug ? await freeSlug(tx, input.name, before.slug) : before.slug;
        const after = await updateHotel(tx, id, { ...columnsOf(input), slug });
        await replaceHotelAmenities(tx, id, amenityIds);
        await audit.record(tx, actor, {
          action: 'hotel.update',
          entityType,
          entityId: id,
          before: { ...before, amenityIds: amenityIdsBefore },
          after: { ...after, amenityIds },
          hotelId: id,
        });
        return after;
      });
      return viewOf(updated);
    },

    async archive(actor: Actor, { id, archived }: HotelArchive): Promise<Hotel> {
      assertPlatform(actor.scope);
      const updated = await db.transaction(async (tx) => {
        const before = await lockHotel(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await updateHotel(tx, id, { archived });
        await audit.record(tx, actor, {
          action: archived ? 'hotel.archive' : 'hotel.unarchive',
          entityType,
          entityId: id,
          before: { archived: before.archived },
          after: { archived },
          hotelId: id,
        });
        return after;
      });
      return viewOf(updated);
    },

    /** Refused while bookings are to come (archive the hotel instead); takes its rooms and photo files along. */
    async remove(actor: Actor, id: string): Promise<void> {
      assertPlatform(actor.scope);
      const storageKeys = await db.transaction(async (tx) => {
        const before = await lockHotel(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        await lockRoomsOfHotel(tx, id);
        if ((await upcomingBookings.countForHotel(id, tx)) > 0) {
          throw new AppError('HOTEL_HAS_UPCOMING_BOOKINGS');
        }
        const keys = await photos.storageKeysOf(tx, 'hotel', id);
        await deleteHotel(tx, id);
        await audit.record(tx, actor, { action: 'hotel.delete', entityType, entityId: id, before });
        return keys;
      });
      await photos.removeFiles(storageKeys);
    },
  };
}

export type HotelService = ReturnType<typeof createHotelService>;
