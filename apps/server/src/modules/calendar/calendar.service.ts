import {
  addDays,
  type CalendarUpdate,
  type NightCalendar,
  nightPriceAfter,
  nightsOf,
  type Occupancy,
  type RoomsBelowSoldDetails,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { authorizeHotel, type Scope } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  type CalendarRow,
  calendarRows,
  changeNights,
  firstNightSoldBeyond,
  followQuantity,
  hotelExists,
  lockRoomsAgainstBookings,
  roomsOfHotel,
} from './calendar.repo';
import { alignNights, quoteStay, type RoomDefaults } from './stay-quote';

type CalendarRoom = RoomDefaults & { id: string; name: string };

const roomsBelowSold = (found: RoomsBelowSoldDetails) =>
  new AppError(
    'ROOMS_BELOW_SOLD',
    `More rooms are already sold on ${found.night} than this would leave for sale`,
    found,
  );

/** Each room type's nightly price after a change (the rule the back office previews); null: back to its own. */
function pricesAfter(rooms: readonly CalendarRoom[], change: CalendarUpdate['price']) {
  if (!change) return undefined;
  if (change.kind === 'DEFAULT') return null;
  return new Map(rooms.map((room) => [room.id, nightPriceAfter(room.pricePerNight, change)]));
}

function nightView(room: RoomDefaults, night: string, row: CalendarRow | undefined): NightCalendar {
  return {
    night,
    forSale: row?.forSale ?? room.quantity,
    forSaleSet: row?.forSaleOverride != null,
    sold: row?.sold ?? 0,
    price: row?.price ?? room.pricePerNight,
    priceSet: row?.price != null,
    closed: row?.closed ?? false,
    closedToArrival: row?.closedToArrival ?? false,
    minStay: row?.minStay ?? null,
  };
}

/** The availability, rates and inventory calendar of the hotels' room types. */
export function createCalendarService(deps: { db: Database; audit: AuditService; now?: () => Date }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => todayInMadagascar(now());

  /** Each room type's calendar rows laid on the nights of [from, to). */
  async function window<Room extends CalendarRoom>(rooms: readonly Room[], from: string, to: string) {
    const nights = nightsOf(from, to);
    const rows = await calendarRows(
      db,
      rooms.map((room) => room.id),
      from,
      to,
    );
    return rooms.map((room) => ({
      room,
      nights,
      rows: alignNights(
        rows.filter((row) => row.roomId === room.id),
        nights,
      ),
    }));
  }

  async function roomsOfKnownHotel(hotelId: string) {
    const rooms = await roomsOfHotel(db, hotelId);
    if (rooms.length === 0 && !(await hotelExists(db, hotelId))) throw new AppError('NOT_FOUND');
    return rooms;
  }

  return {
    /** What each room type of the hotel offers for a stay: rooms left, nightly prices, restriction. */
    async stayOffers(hotelId: string, checkIn: string, checkOut: string) {
      const stays = await window(await roomsOfHotel(db, hotelId), checkIn, checkOut);
      return stays
        .map(({ room, rows }) => ({ ...room, ...quoteStay(room, rows) }))
        .filter((offer) => offer.quantity > 0 || offer.roomsLeft > 0);
    },

    /** Rooms sold and for sale, prices and restrictions per room type and night, for the back office. */
    async occupancy(scope: Scope, hotelId: string, from: string, days: number): Promise<Occupancy> {
      authorizeHotel(scope, hotelId, 'calendar');
      const to = addDays(from, days);
      const stays = await window(await roomsOfKnownHotel(hotelId), from, to);
      return {
        hotelId,
        nights: nightsOf(from, to),
        rooms: stays.map(({ room, nights, rows }) => ({
          roomId: room.id,
          name: room.name,
          quantity: room.quantity,
          pricePerNight: room.pricePerNight,
          calendar: nights.map((night, index) => nightView(room, night, rows[index])),
        })),
      };
    },

    /**
     * Before a room type's quantity changes: refused when some night to come
     * that follows the quantity has more rooms sold; those nights then follow it.
     */
    async changeQuantity(tx: Transaction, roomId: string, quantity: number) {
      const from = today();
      const oversold = await firstNightSoldBeyond(tx, roomId, quantity, {
        from,
        onlyFollowingQuantity: true,
      });
      if (oversold) throw roomsBelowSold(oversold);
      await followQuantity(tx, roomId, quantity, from);
    },

    /** Sets prices, rooms for sale, closures or minimum stays over nights to come, audited. */
    async update(actor: Actor, hotelId: string, input: CalendarUpdate) {
      authorizeHotel(actor.scope, hotelId, 'calendar');
      if (input.from < today()) {
        throw new AppError('VALIDATION_ERROR', 'Past nights cannot be changed', {
          issues: [{ path: 'from', message: 'Past nights cannot be changed' }],
        });
      }
      const hotelRooms = await roomsOfKnownHotel(hotelId);
      const rooms = hotelRooms.filter((room) => input.roomIds.includes(room.id));
      if (rooms.length !== new Set(input.roomIds).size) {
        throw new AppError('VALIDATION_ERROR', 'Unknown room of this hotel', {
          issues: [{ path: 'roomIds', message: 'Unknown room of this hotel' }],
        });
      }
      const to = addDays(input.to, 1);
      const roomIds = rooms.map((room) => room.id);
      return db.transaction(async (tx) => {
        await lockRoomsAgainstBookings(tx, roomIds);
        if (input.forSale !== undefined) {
          for (const room of rooms) {
            const forSale = input.forSale ?? room.quantity;
            const oversold = await firstNightSoldBeyond(tx, room.id, forSale, { from: input.from, to });
            if (oversold) throw roomsBelowSold(oversold);
          }
        }
        const before = await calendarRows(tx, roomIds, input.from, to);
        const { price, ...changes } = input;
        await changeNights(tx, roomIds, input.from, to, { ...changes, prices: pricesAfter(rooms, price) });
        await audit.record(tx, actor, {
          action: 'calendar.update',
          entityType: 'hotel',
          entityId: hotelId,
          before: { nights: before },
          after: input,
          hotelId,
        });
        return { updatedNights: nightsOf(input.from, to).length * roomIds.length };
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
