import { describe, expect, it } from 'vitest';
import {
  decideCheckIn,
  decideCheckOut,
  decideEarlyDeparture,
  decideNoShow,
  decidePropertyCancellation,
  type StayState,
} from './front-desk-rules';

const at = new Date('2030-03-12T09:00:00Z');
/** The desk on `today`, at a fixed instant (the rules read the day, and stamp the instant). */
const on = (today: string) => ({ at, today });
const arrived = new Date('2030-03-10T11:00:00Z');
/** A stay of four nights, 10 to 14 March. */
const stay = (overrides: Partial<StayState> = {}): StayState => ({
  status: 'CONFIRMED',
  checkIn: '2030-03-10',
  checkOut: '2030-03-14',
  checkedInAt: null,
  checkedOutAt: null,
  shortened: false,
  ...overrides,
});
const inHouse = (overrides: Partial<StayState> = {}) => stay({ checkedInAt: arrived, ...overrides });

describe('check-in', () => {
  it('from the arrival day until the day before the check-out day', () => {
    expect(decideCheckIn(stay(), on('2030-03-10'))).toEqual({ kind: 'change', changes: { checkedInAt: at } });
    expect(decideCheckIn(stay(), on('2030-03-13')).kind).toBe('change');
    expect(decideCheckIn(stay(), on('2030-03-09'))).toEqual({ kind: 'refused', reason: 'BEFORE_ARRIVAL' });
    expect(decideCheckIn(stay(), on('2030-03-14'))).toEqual({ kind: 'refused', reason: 'AFTER_DEPARTURE' });
  });

  it('only for a confirmed stay; a repeat is done', () => {
    const today = on('2030-03-10');
    expect(decideCheckIn(stay({ status: 'PENDING_PAYMENT' }), today)).toEqual({
      kind: 'refused',
      reason: 'PENDING_PAYMENT',
    });
    for (const status of ['CANCELLED', 'NO_SHOW', 'COMPLETED'] as const) {
      expect(decideCheckIn(stay({ status }), today)).toEqual({ kind: 'refused', reason: 'NOT_ACTIVE' });
    }
    expect(decideCheckIn(inHouse(), today)).toEqual({ kind: 'done' });
  });
});

describe('check-out', () => {
  it('completes the stay; on its planned day nothing goes back', () => {
    expect(decideCheckOut(inHouse(), on('2030-03-14'))).toEqual({
      kind: 'change',
      changes: { status: 'COMPLETED', checkedOutAt: at },
    });
  });

  it('before the planned day gives back the nights from today on, the night just spent staying sold', () => {
    expect(decideCheckOut(inHouse(), on('2030-03-12'))).toEqual({
      kind: 'change',
      changes: { status: 'COMPLETED', checkedOutAt: at, checkOut: '2030-03-12' },
      release: { from: '2030-03-12', to: '2030-03-14' },
    });
    // Leaving on the arrival day: the first night stays sold.
    expect(decideCheckOut(inHouse(), on('2030-03-10'))).toMatchObject({
      changes: { checkOut: '2030-03-11' },
      release: { from: '2030-03-11', to: '2030-03-14' },
    });
  });

  it('only a guest checked in; a stay the hourly job completed is checked out all the same', () => {
    const today = on('2030-03-12');
    expect(decideCheckOut(stay(), today)).toEqual({ kind: 'refused', reason: 'NOT_CHECKED_IN' });
    expect(decideCheckOut(stay({ status: 'CANCELLED' }), today)).toEqual({
      kind: 'refused',
      reason: 'NOT_ACTIVE',
    });
    expect(decideCheckOut(inHouse({ status: 'COMPLETED' }), on('2030-03-15')).kind).toBe('change');
    expect(decideCheckOut(inHouse({ status: 'COMPLETED', checkedOutAt: at }), today)).toEqual({
      kind: 'done',
    });
  });
});

describe('no-show', () => {
  it('only once the arrival day is over, giving back every night', () => {
    expect(decideNoShow(stay(), on('2030-03-10'))).toEqual({
      kind: 'refused',
      reason: 'ARRIVAL_DAY_NOT_OVER',
    });
    expect(decideNoShow(stay(), on('2030-03-09'))).toEqual({
      kind: 'refused',
      reason: 'ARRIVAL_DAY_NOT_OVER',
    });
    expect(decideNoShow(stay(), on('2030-03-11'))).toEqual({
      kind: 'change',
      changes: { status: 'NO_SHOW', noShowAt: at },
      release: { from: '2030-03-10', to: '2030-03-14' },
    });
  });

  it('never for a guest checked in, a held or a cancelled stay; a one-night stay already completed still can', () => {
    const today = on('2030-03-11');
    expect(decideNoShow(inHouse(), today)).toEqual({ kind: 'refused', reason: 'CHECKED_IN' });
    expect(decideNoShow(stay({ status: 'PENDING_PAYMENT' }), today)).toEqual({
      kind: 'refused',
      reason: 'PENDING_PAYMENT',
    });
    expect(decideNoShow(stay({ status: 'CANCELLED' }), today)).toEqual({
      kind: 'refused',
      reason: 'NOT_ACTIVE',
    });
    expect(decideNoShow(stay({ status: 'COMPLETED', checkOut: '2030-03-11' }), today).kind).toBe('change');
    expect(decideNoShow(stay({ status: 'NO_SHOW' }), today)).toEqual({ kind: 'done' });
  });
});

describe('early departure', () => {
  it('shortens the stay after the last night and gives the nights after back', () => {
    expect(decideEarlyDeparture(inHouse(), '2030-03-11', on('2030-03-11'))).toEqual({
      kind: 'change',
      changes: { checkOut: '2030-03-12' },
      release: { from: '2030-03-12', to: '2030-03-14' },
    });
    // Last night may be yesterday's: the guest leaves this morning.
    expect(decideEarlyDeparture(inHouse(), '2030-03-11', on('2030-03-12')).kind).toBe('change');
  });

  it('refuses a last night outside the stay, its own last night, or before last night', () => {
    const today = on('2030-03-11');
    for (const lastNight of ['2030-03-09', '2030-03-13', '2030-03-14', '2030-03-20']) {
      expect(decideEarlyDeparture(inHouse(), lastNight, today)).toMatchObject({
        kind: 'invalid',
        path: 'lastNight',
      });
    }
    expect(decideEarlyDeparture(inHouse(), '2030-03-10', on('2030-03-12'))).toMatchObject({
      kind: 'invalid',
      path: 'lastNight',
    });
  });

  it('only for a guest checked in; a repeat on the stay it shortened is done', () => {
    const today = on('2030-03-11');
    expect(decideEarlyDeparture(stay(), '2030-03-11', today)).toEqual({
      kind: 'refused',
      reason: 'NOT_CHECKED_IN',
    });
    expect(decideEarlyDeparture(inHouse({ status: 'COMPLETED' }), '2030-03-11', today)).toEqual({
      kind: 'refused',
      reason: 'NOT_ACTIVE',
    });
    const shortened = inHouse({ checkOut: '2030-03-12', shortened: true });
    expect(decideEarlyDeparture(shortened, '2030-03-11', today)).toEqual({ kind: 'done' });
  });
});

describe('cancellation by the hotel', () => {
  it('a stay not begun, confirmed or held; a repeat is done', () => {
    expect(decidePropertyCancellation(stay())).toEqual({ kind: 'cancel' });
    expect(decidePropertyCancellation(stay({ status: 'PENDING_PAYMENT' }))).toEqual({ kind: 'cancel' });
    expect(decidePropertyCancellation(inHouse())).toEqual({ kind: 'refused', reason: 'CHECKED_IN' });
    expect(decidePropertyCancellation(stay({ status: 'NO_SHOW' }))).toEqual({
      kind: 'refused',
      reason: 'NOT_ACTIVE',
    });
    expect(decidePropertyCancellation(stay({ status: 'CANCELLED' }))).toEqual({ kind: 'done' });
  });
});
