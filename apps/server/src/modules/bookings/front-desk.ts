import {
  type Booking,
  type EarlyDeparture,
  type FrontDesk,
  nightsBetween,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { authorizeHotel, type Scope } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BookingPresenter } from './booking-presenter';
import { type BookingRow, findBooking, roomLinesOf } from './bookings.repo';
import { staysAroundDay, updateStay } from './front-desk.repo';
import {
  type DeskClock,
  decideCheckIn,
  decideCheckOut,
  decideEarlyDeparture,
  decideNoShow,
  type FrontDeskDecision,
  type StayState,
} from './front-desk-rules';
import { releaseStayNights } from './hotel-booking';

/** A hotel booking as the front desk's rules read it. */
type HotelStay = BookingRow & { hotelId: string; checkIn: string; checkOut: string };

/**
 * A stay of one of the caller's hotels (permission `bookings`): anything else, a journey included,
 * does not exist for the caller (NOT_FOUND, as any id it cannot see).
 */
export async function findStayInScope(
  db: Database | Transaction,
  scope: Scope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<HotelStay> {
  const row = await findBooking(db, id, options);
  if (row?.kind !== 'HOTEL' || !row.hotelId || !row.checkIn || !row.checkOut) {
    throw new AppError('NOT_FOUND');
  }
  authorizeHotel(scope, row.hotelId, 'bookings');
  return row as HotelStay;
}

/** A refusal of the booking's state, with why: the API's 409. */
export const stateConflict = (reason: string) =>
  new AppError('BOOKING_STATE_CONFLICT', undefined, { reason });

/**
 * The front desk of a hotel: its day (arrivals, guests in the house, departures) and what happens
 * to a stay there (check-in, check-out, no-show, early departure). Each action runs in one
 * transaction holding the booking's row lock, follows the rules of front-desk-rules.ts, gives
 * nights back to the calendar when a stay ends early, and is audited with its actor and hotel; a
 * repeat of an action already done answers the booking without writing anything.
 */
export function createFrontDesk(deps: {
  db: Database;
  audit: AuditService;
  present: BookingPresenter;
  now: () => Date;
}) {
  const { db, audit } = deps;
  const clock = (): DeskClock => {
    const at = deps.now();
    return { at, today: todayInMadagascar(at) };
  };

  async function act(
    actor: Actor,
    id: string,
    action: string,
    decide: (stay: StayState, clock: DeskClock) => FrontDeskDecision,
  ): Promise<Booking> {
    const row = await db.transaction(async (tx) => {
      const current = await findStayInScope(tx, actor.scope, id, { lock: true });
      const lines = await roomLinesOf(tx, [current.id]);
      const nights = nightsBetween(current.checkIn, current.checkOut);
      const decision = decide({ ...current, shortened: lines.some((line) => line.nights > nights) }, clock());
      if (decision.kind === 'done') return current;
      if (decision.kind === 'refused') throw stateConflict(decision.reason);
      if (decision.kind === 'invalid') {
        throw new AppError('VALIDATION_ERROR', decision.message, {
          issues: [{ path: decision.path, message: decision.message }],
        });
      }
      const updated = await updateStay(tx, current.id, decision.changes);
      if (decision.release) await releaseStayNights(tx, current, decision.release, lines);
      const changed = Object.keys(decision.changes) as Array<keyof typeof decision.changes>;
      await audit.record(tx, actor, {
        action,
        entityType: 'booking',
        entityId: current.id,
        before: Object.fromEntries(changed.map((key) => [key, current[key]])),
        after: decision.changes,
        hotelId: current.hotelId,
      });
      return updated;
    });
    return (await deps.present([row]))[0] as Booking;
  }

  return {
    /**
     * The hotel's day: stays arriving, staying through it and leaving, none cancelled; each stay
     * touching the day is in one list.
     */
    async day(scope: Scope, hotelId: string, date?: string): Promise<FrontDesk> {
      authorizeHotel(scope, hotelId, 'bookings');
      const day = date ?? clock().today;
      const stays = await deps.present(await staysAroundDay(db, hotelId, day));
      // Guests who may be in the house: not a no-show, nor a stay still held for its payment.
      const staying = stays.filter((stay) => stay.status === 'CONFIRMED' || stay.status === 'COMPLETED');
      return {
        date: day,
        arrivals: stays.filter((stay) => stay.checkIn === day),
        inHouse: staying.filter((stay) => (stay.checkIn ?? '') < day && (stay.checkOut ?? '') > day),
        departures: staying.filter((stay) => stay.checkOut === day),
      };
    },

    checkIn: (actor: Actor, id: string) => act(actor, id, 'booking.check-in', decideCheckIn),
    checkOut: (actor: Actor, id: string) => act(actor, id, 'booking.check-out', decideCheckOut),
    noShow: (actor: Actor, id: string) => act(actor, id, 'booking.no-show', decideNoShow),
    earlyDeparture: (actor: Actor, id: string, input: EarlyDeparture) =>
      act(actor, id, 'booking.early-departure', (stay, at) =>
        decideEarlyDeparture(stay, input.lastNight, at),
      ),
  };
}

export type FrontDeskService = ReturnType<typeof createFrontDesk>;
