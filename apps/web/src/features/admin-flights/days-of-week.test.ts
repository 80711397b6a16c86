import { describe, expect, it } from 'vitest';
import { isoWeekdays, listDays, summarizeDays, toggleDay, weekdayName } from './days-of-week';

describe('toggleDay', () => {
  it('switches a day on in the week order, and off again', () => {
    expect(toggleDay([5, 1], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('never repeats a day, even from a list that did', () => {
    expect(toggleDay([2, 2], 4)).toEqual([2, 4]);
  });

  it('can empty the week, which the form then refuses', () => {
    expect(toggleDay([7], 7)).toEqual([]);
  });
});

describe('weekdayName', () => {
  it('starts the ISO week on Monday and ends it on Sunday, in both languages', () => {
    expect(weekdayName(1, 'fr', 'long')).toBe('lundi');
    expect(weekdayName(7, 'fr', 'long')).toBe('dimanche');
    expect(weekdayName(1, 'en', 'long')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(isoWeekdays.map((day) => weekdayName(day, 'en', 'narrow')).join('')).toBe('MTWTFSS');
  });
});

describe('summarizeDays', () => {
  it('says every day, Monday to Friday and the weekend by name', () => {
    expect(summarizeDays([7, 6, 5, 4, 3, 2, 1])).toEqual({ kind: 'daily' });
    expect(summarizeDays([5, 4, 3, 2, 1])).toEqual({ kind: 'weekdays' });
    expect(summarizeDays([7, 6])).toEqual({ kind: 'weekends' });
  });

  it('lists any other week day by day, in order', () => {
    expect(summarizeDays([5, 1, 3])).toEqual({ kind: 'some', days: [1, 3, 5] });
  });
});

describe('listDays', () => {
  it('reads the days as a sentence', () => {
    expect(listDays([5, 1, 3], 'fr')).toBe('lundi, mercredi et vendredi');
    expect(listDays([2, 4], 'en')).toBe('Tuesday and Thursday');
  });
});
