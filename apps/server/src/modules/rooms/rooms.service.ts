import type { Photo, PublicRoom, Room, RoomUpdateValues, RoomValues } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import type { Audience } from '../../lib/audience';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { authorizeHotel, type Scope } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CalendarService } from '../calendar/calendar.service';
import type { HotelService } from '../hotels/hotels.service';
import type { UpcomingBookings } from '../hotels/upcoming-bookings';
import type { PhotoService } from '../photos/photos.service';
import {
  deleteRoom,
  findRoom,
  insertRoom,
  listRoomsOfHotel,
  lockRoom,
  type RoomRow,
  updateRoom,
} from './rooms.repo';

const entityType = 'room';

const toRoom = (row: RoomRow, photos: Photo[]): Room => ({
  ...row,
  photos,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toPublicRoom = ({ createdAt: _created, updatedAt: _updated, ...rest }: Room): PublicRoom => rest;

const unknownHotel = () =>
  new AppError('VALIDATION_ERROR', undefined, { issues: [{ path: 'hotelId', message: 'Unknown hotel' }] });

export function createRoomService(deps: {
  db: Database;
  audit: AuditService;
  photos: PhotoService;
  hotels: HotelService;
  upcomingBookings: UpcomingBookings;
  calendar: Pick<CalendarService, 'changeQuantity'>;
}) {
  const { db, audit, photos, hotels, upcomingBookings, calendar } = deps;

  async function viewsOf(rows: RoomRow[]): Promise<Room[]> {
    const photosByRoom = await photos.forOwners(
      'room',
      rows.map((row) => row.id),
    );
    return rows.map((row) => toRoom(row, photosByRoom.get(row.id) ?? []));
  }

  async function viewOf(row: RoomRow): Promise<Room> {
    return toRoom(row, (await photos.forOwners('room', [row.id])).get(row.id) ?? []);
  }

  return {
    /** A room, when the audience may see its hotel. */
    async get(audience: Audience, id: string): Promise<Room | PublicRoom> {
      const row = await findRoom(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      await hotels.assertVisible(audience, row.hotelId);
      const room = await viewOf(row);
      return audience === 'admin' ? room : toPublicRoom(room);
    },

    /** A hotel's rooms, cheapest first, when the audience may see the hotel. */
    async listForHotel(audience: Audience, hotelId: string): Promise<Room[] | PublicRoom[]> {
      await hotels.assertVisible(audience, hotelId);
      const rooms = await viewsOf(await listRoomsOfHotel(db, hotelId));
      return audience === 'admin' ? rooms : rooms.map(toPublicRoom);
    },

    /** A room of one of the caller's hotels, with every field: any member reads it. */
    async getForMember(scope: Scope, id: string): Promise<Room> {
      const row = await findRoom(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      authorizeHotel(scope, row.hotelId, 'bookings');
      return viewOf(row);
    },

    /** The rooms of one of the caller's hotels, cheapest first, with every field. */
    async listForMember(scope: Scope, hotelId: string): Promise<Room[]> {
      authorizeHotel(scope, hotelId, 'bookings');
      await hotels.assertVisible('admin', hotelId);
      return viewsOf(await listRoomsOfHotel(db, hotelId));
    },

    async create(actor: Actor, input: RoomValues): Promise<Room> {
      authorizeHotel(actor.scope, input.hotelId, 'rooms');
      try {
        const created = await db.transaction(async (tx) => {
          const row = await insertRoom(tx, { id: newId(), ...input });
          await audit.record(tx, actor, {
            action: 'room.create',
            entityType,
            entityId: row.id,
            after: row,
            hotelId: row.hotelId,
          });
          return row;
        });
        return await viewOf(created);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unknownHotel();
        throw error;
      }
    },

    async update(actor: Actor, id: string, input: RoomUpdateValues): Promise<Room> {
      const updated = await db.transaction(async (tx) => {
        const before = await lockRoom(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        authorizeHotel(actor.scope, before.hotelId, 'rooms');
        if (input.quantity !== undefined && input.quantity !== before.quantity) {
          await calendar.changeQuantity(tx, id, input.quantity);
        }
        const after = await updateRoom(tx, id, input);
        await audit.record(tx, actor, {
          action: 'room.update',
          entityType,
          entityId: id,
          before,
          after,
          hotelId: before.hotelId,
        });
        return after;
      });
      return viewOf(updated);
    },

    /** Refused while bookings of the room are to come; takes its photo files along. */
    async remove(actor: Actor, id: string): Promise<void> {
      const storageKeys = await db.transaction(async (tx) => {
        const before = await lockRoom(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        authorizeHotel(actor.scope, before.hotelId, 'rooms');
        if ((await upcomingBookings.countForRoom(id, tx)) > 0)
          throw new AppError('ROOM_HAS_UPCOMING_BOOKINGS');
        const keys = await photos.storageKeysOf(tx, 'room', id);
        await deleteRoom(tx, id);
        await audit.record(tx, actor, {
          action: 'room.delete',
          entityType,
          entityId: id,
          before,
          hotelId: before.hotelId,
        });
        return keys;
      });
      await photos.removeFiles(storageKeys);
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
