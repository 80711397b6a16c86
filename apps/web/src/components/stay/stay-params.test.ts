import { describe, expect, it } from 'vitest';
import {
  comingWeekend,
  fromCalendarDate,
  stayDraftOf,
  toCalendarDate,
  withStayDefaults,
} from './stay-params';

describe('comingWeekend', () => {
  it('is the next Friday to Sunday', () => {
    expect(comingWeekend('2026-11-22')).toEqual({ checkIn: '2026-11-27', checkOut: '2026-11-29' }); // a Sunday
    expect(comingWeekend('2026-11-26')).toEqual({ checkIn: '2026-11-27', checkOut: '2026-11-29' }); // a Thursday
  });

  it('on a Friday, is the Friday after', () => {
    expect(comingWeekend('2026-11-27')).toEqual({ checkIn: '2026-12-04', checkOut: '2026-12-06' });
  });
});

describe('withStayDefaults', () => {
  it('offers the coming weekend for two in one room when nothing is asked', () => {
    expect(withStayDefaults({}, '2026-11-22')).toEqual({
      checkIn: '2026-11-27',
      checkOut: '2026-11-29',
      guests: 2,
      rooms: 1,
    });
  });

  it('gives a lone check-in two nights', () => {
    expect(withStayDefaults({ checkIn: '2027-01-10' }, '2026-11-22')).toMatchObject({
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
    });
  });

  it('keeps what was asked, even a bad value, for the rules to judge', () => {
    expect(withStayDefaults({ checkIn: 'soon', guests: 'many', rooms: 3 }, '2026-11-22')).toMatchObject({
      checkIn: 'soon',
      checkOut: '2026-11-29',
      guests: 'many',
      rooms: 3,
    });
  });
});

describe('stayDraftOf', () => {
  it('keeps editable values and replaces the others', () => {
    expect(
      stayDraftOf({ checkIn: 'soon', checkOut: '2027-01-12', guests: 'many', rooms: 3 }, '2026-11-22'),
    ).toEqual({
      checkIn: undefined,
      checkOut: '2027-01-12',
      guests: 2,
      rooms: 3,
    });
  });
});

describe('calendar dates', () => {
  it('turns an ISO date into the local day of the date picker and back', () => {
    const day = toCalendarDate('2027-03-05');
    expect(day).toEqual(new Date(2027, 2, 5));
    expect(fromCalendarDate(day as Date)).toBe('2027-03-05');
    expect(toCalendarDate('05/03/2027')).toBeUndefined();
  });
});
