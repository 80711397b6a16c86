import { randomBytes } from 'node:crypto';
import { addDays, type CalendarFeed, todayInMadagascar } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { authorizeHotel } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  feedTokenOf,
  findRoomOfHotel,
  findRoomOfToken,
  insertFeedUnlessPresent,
  replaceFeedToken,
  staysOfRoom,
} from './calendar-feeds.repo';
import { type AllDayEvent, icalendar } from './icalendar';

/** A feed shows the stays that ended this many days ago or later: calendars keep what they once read. */
export const feedPastDays = 90;

/** 32 random bytes: as hard to guess as a session. */
const newToken = () => randomBytes(32).toString('base64url');

type Stay = Awaited<ReturnType<typeof staysOfRoom>>[number];

const eventOf = (stay: Stay): AllDayEvent => ({
  uid: `${stay.bookingId}@madabook.mg`,
  start: stay.checkIn ?? '',
  end: stay.checkOut ?? '',
  summary: `${stay.reference} · ${stay.rooms} ${stay.rooms === 1 ? 'room' : 'rooms'}`,
  status: stay.status === 'PENDING_PAYMENT' ? 'TENTATIVE' : 'CONFIRMED',
});

/**
 * A secret iCalendar address per room type, so that a hotel sees its MadaBook stays in the calendar
 * it already uses. Its owners and managers (and the platform) read or replace the address.
 */
export function createCalendarFeedService(deps: {
  db: Database;
  audit: AuditService;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const feedOf = (token: string): CalendarFeed => ({ url: `${deps.appUrl}/api/ical/${token}.ics` });

  /** A room of another hotel does not exist for the caller; its own hotel's needs the rooms permission. */
  async function authorizedRoom(actor: Actor, roomId: string) {
    const room = await findRoomOfHotel(db, roomId);
    if (!room) throw new AppError('NOT_FOUND');
    authorizeHotel(actor.scope, room.hotelId, 'rooms');
    return room;
  }

  /** Its audit entry names the room type, never the token. */
  const auditEntry = (action: string, room: { roomId: string; hotelId: string }) => ({
    action,
    entityType: 'room',
    entityId: room.roomId,
    hotelId: room.hotelId,
  });

  return {
    /** The room type's address, made on the first read. */
    async feed(actor: Actor, roomId: string): Promise<CalendarFeed> {
      const room = await authorizedRoom(actor, roomId);
      const existing = await feedTokenOf(db, roomId);
      if (existing) return feedOf(existing);
      const token = await db.transaction(async (tx) => {
        const created = await insertFeedUnlessPresent(tx, roomId, newToken());
        if (created) await audit.record(tx, actor, auditEntry('room.calendar-feed.create', room));
        // Another first read may have made it meanwhile: that one is the address.
        return created ?? (await feedTokenOf(tx, roomId));
      });
      if (!token) throw new Error(`room ${roomId} has no calendar feed`);
      return feedOf(token);
    },

    /** A new address for the room type; the old one answers 404 from now on. */
    async replace(actor: Actor, roomId: string): Promise<CalendarFeed> {
      const room = await authorizedRoom(actor, roomId);
      const token = newToken();
      await db.transaction(async (tx) => {
        await replaceFeedToken(tx, roomId, token);
        await audit.record(tx, actor, auditEntry('room.calendar-feed.replace', room));
      });
      return feedOf(token);
    },

    /** The iCalendar a token opens: one all-day event per stay holding the room type's rooms. */
    async ical(token: string): Promise<string> {
      const room = await findRoomOfToken(db, token);
      if (!room) throw new AppError('NOT_FOUND');
      const since = addDays(todayInMadagascar(now()), -feedPastDays);
      const stays = await staysOfRoom(db, room.roomId, since);
      return icalendar({
        name: `${room.hotelName} · ${room.roomName}`,
        stamp: now(),
        events: stays.map(eventOf),
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
