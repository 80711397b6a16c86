import { describe, expect, it } from 'vitest';
import { deskActions, earlyDepartureNights, leftToPay } from './desk-rules';
import { stayBooking } from './test/stay-booking';

// A stay of four nights, 1 to 5 December.
const stay = stayBooking({ checkIn: '2026-12-01', checkOut: '2026-12-05', total: 600_000 });
const checkedIn = { ...stay, checkedInAt: '2026-12-01T11:00:00.000Z' };

describe('the front desk rules', () => {
  it('checks a guest in from the arrival day until the day before leaving', () => {
    expect(deskActions(stay, '2026-11-30')).toEqual(['cancel']);
    expect(deskActions(stay, '2026-12-01')).toEqual(['check-in', 'cancel']);
    expect(deskActions(stay, '2026-12-04')).toEqual(['check-in', 'no-show', 'cancel']);
    expect(deskActions(stay, '2026-12-05')).toEqual(['no-show', 'cancel']);
  });

  it('marks a no-show from the day after arrival, a one-night stay completed in the morning included', () => {
    const oneNight = stayBooking({ status: 'COMPLETED', checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(deskActions(oneNight, '2026-12-02')).toEqual(['no-show']);
    expect(deskActions({ ...stay, status: 'NO_SHOW' }, '2026-12-02')).toEqual([]);
  });

  it('checks out a guest checked in, early while nights are left to give back', () => {
    expect(deskActions(checkedIn, '2026-12-02')).toEqual(['check-out', 'early-departure']);
    expect(deskActions(checkedIn, '2026-12-05')).toEqual(['check-out']);
    expect(deskActions({ ...checkedIn, checkedOutAt: '2026-12-03T07:00:00.000Z' }, '2026-12-03')).toEqual([]);
  });

  it('gives up the nights from last night on, never the last one, nor one already spent', () => {
    expect(earlyDepartureNights(checkedIn, '2026-12-01')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(earlyDepartureNights(checkedIn, '2026-12-03')).toEqual(['2026-12-02', '2026-12-03']);
    expect(earlyDepartureNights(checkedIn, '2026-12-05')).toEqual([]);
  });

  it('counts what is left to pay at the hotel of a confirmed stay only', () => {
    expect(leftToPay({ ...stay, amountPaid: 180_000 })).toBe(420_000);
    expect(leftToPay({ ...stay, status: 'CANCELLED' })).toBe(0);
  });
});
