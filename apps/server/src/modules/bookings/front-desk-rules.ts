import { addDays, type BookingStateConflictReason, type BookingStatus } from '@madabook/contracts';

/** What the front desk's rules read of a stay. */
export interface StayState {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** Ends earlier than booked: an early departure already shortened it. */
  shortened: boolean;
}

/** What an action writes on the booking. */
export interface StayChanges {
  status?: BookingStatus;
  checkedInAt?: Date;
  checkedOutAt?: Date;
  noShowAt?: Date;
  checkOut?: string;
}

/**
 * What an action does to a stay: nothing because it is already done (a repeat answers the booking
 * as it is), a refusal by its state (409) or by the input (400), or changes, with the nights
 * [from, to) it gives back to the calendar.
 */
export type FrontDeskDecision =
  | { kind: 'done' }
  | { kind: 'refused'; reason: BookingStateConflictReason }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'change'; changes: StayChanges; release?: { from: string; to: string } };

/** The moment of the action and the day it is at the hotel (Madagascar). */
export interface DeskClock {
  at: Date;
  today: string;
}

const refused = (reason: BookingStateConflictReason): FrontDeskDecision => ({ kind: 'refused', reason });
/** A status that is not the one an action needs: still awaiting its payment, or over. */
const inactive = (stay: StayState) =>
  refused(stay.status === 'PENDING_PAYMENT' ? 'PENDING_PAYMENT' : 'NOT_ACTIVE');
const lastNightOf = (stay: StayState) => addDays(stay.checkOut, -1);

/** The stay ends after `lastNight`: the nights after it go back to the calendar. */
function endAfter(stay: StayState, lastNight: string) {
  const checkOut = addDays(lastNight, 1);
  return checkOut < stay.checkOut
    ? { changes: { checkOut }, release: { from: checkOut, to: stay.checkOut } }
    : { changes: {} };
}

/** A confirmed stay, from its arrival day until the day before its check-out day. */
export function decideCheckIn(stay: StayState, clock: DeskClock): FrontDeskDecision {
  if (stay.checkedInAt) return { kind: 'done' };
  if (stay.status !== 'CONFIRMED') return inactive(stay);
  if (clock.today < stay.checkIn) return refused('BEFORE_ARRIVAL');
  if (clock.today >= stay.checkOut) return refused('AFTER_DEPARTURE');
  return { kind: 'change', changes: { checkedInAt: clock.at } };
}

/**
 * A guest checked in leaves: the stay is completed. Leaving before the planned day gives back the
 * nights from today on; the night just spent (or the first, on the arrival day) stays sold. A stay
 * the hourly job already completed on its check-out day is checked out all the same.
 */
export function decideCheckOut(stay: StayState, clock: DeskClock): FrontDeskDecision {
  if (stay.checkedOutAt) return { kind: 'done' };
  if (stay.status !== 'CONFIRMED' && stay.status !== 'COMPLETED') return inactive(stay);
  if (!stay.checkedInAt) return refused('NOT_CHECKED_IN');
  // Last night is the last one sold; on the arrival day, the first.
  const ended = endAfter(stay, stay.checkIn < clock.today ? addDays(clock.today, -1) : stay.checkIn);
  return {
    kind: 'change',
    changes: { status: 'COMPLETED', checkedOutAt: clock.at, ...ended.changes },
    ...(ended.release ? { release: ended.release } : {}),
  };
}

/**
 * A confirmed guest who never came, once the arrival day is over: every night goes back to the
 * calendar. A one-night stay is already completed by the hourly job on the day after its arrival,
 * the first day a no-show may be marked: a completed stay never checked in counts as never come.
 */
export function decideNoShow(stay: StayState, clock: DeskClock): FrontDeskDecision {
  if (stay.status === 'NO_SHOW') return { kind: 'done' };
  if (stay.checkedInAt && (stay.status === 'CONFIRMED' || stay.status === 'COMPLETED')) {
    return refused('CHECKED_IN');
  }
  if (stay.status !== 'CONFIRMED' && stay.status !== 'COMPLETED') return inactive(stay);
  if (clock.today <= stay.checkIn) return refused('ARRIVAL_DAY_NOT_OVER');
  return {
    kind: 'change',
    changes: { status: 'NO_SHOW', noShowAt: clock.at },
    release: { from: stay.checkIn, to: stay.checkOut },
  };
}

/**
 * A guest checked in leaves after `lastNight`, a night of the stay before its last one and not
 * before last night (nights already spent stay sold): the stay is shortened and the nights after
 * are on sale again at once; its price stays as booked.
 */
export function decideEarlyDeparture(
  stay: StayState,
  lastNight: string,
  clock: DeskClock,
): FrontDeskDecision {
  if (stay.status !== 'CONFIRMED') return inactive(stay);
  if (!stay.checkedInAt) return refused('NOT_CHECKED_IN');
  if (stay.shortened && lastNight === lastNightOf(stay)) return { kind: 'done' };
  if (lastNight < stay.checkIn || lastNight >= lastNightOf(stay)) {
    return {
      kind: 'invalid',
      path: 'lastNight',
      message: 'The last night must be a night of the stay before its last one',
    };
  }
  if (lastNight < addDays(clock.today, -1)) {
    return {
      kind: 'invalid',
      path: 'lastNight',
      message: 'The last night cannot be before last night: nights already spent stay sold',
    };
  }
  const ended = endAfter(stay, lastNight);
  return { kind: 'change', changes: ended.changes, ...(ended.release ? { release: ended.release } : {}) };
}

/**
 * The hotel cancels a stay not begun (confirmed, or held for its payment); a repeat on a stay
 * already cancelled answers it as it is. A guest checked in is checked out instead.
 */
export function decidePropertyCancellation(
  stay: Pick<StayState, 'status' | 'checkedInAt'>,
): Extract<FrontDeskDecision, { kind: 'done' | 'refused' }> | { kind: 'cancel' } {
  if (stay.status === 'CANCELLED') return { kind: 'done' };
  if (stay.status !== 'CONFIRMED' && stay.status !== 'PENDING_PAYMENT')
    return { kind: 'refused', reason: 'NOT_ACTIVE' };
  if (stay.checkedInAt) return { kind: 'refused', reason: 'CHECKED_IN' };
  return { kind: 'cancel' };
}
