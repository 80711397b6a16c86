import { describe, expect, it } from 'vitest';
import { arrivalDayOffset, formatDay, localClock, utcOffsetText } from './local-time';

describe('localClock', () => {
  it("reads the airport's clock from the string, whatever the browser's zone", () => {
    expect(localClock('2026-12-01T08:05:00+03:00')).toEqual({ date: '2026-12-01', time: '08:05' });
    // Réunion is UTC+4: 23:40 there is 22:40 in Antananarivo, and stays 23:40 here.
    expect(localClock('2026-12-01T23:40:00+04:00')).toEqual({ date: '2026-12-01', time: '23:40' });
    expect(localClock('2026-12-01T00:15:00Z')).toEqual({ date: '2026-12-01', time: '00:15' });
  });
});

describe('arrivalDayOffset', () => {
  it('is 0 on the same day, 1 for an overnight flight, in each airport own date', () => {
    expect(arrivalDayOffset('2026-12-01T08:05:00+03:00', '2026-12-01T09:20:00+03:00')).toBe(0);
    expect(arrivalDayOffset('2026-12-01T22:30:00+03:00', '2026-12-02T07:10:00+01:00')).toBe(1);
    expect(arrivalDayOffset('2026-12-31T23:00:00+03:00', '2027-01-01T00:30:00+04:00')).toBe(1);
  });

  it('counts days across the end of a month', () => {
    expect(arrivalDayOffset('2026-02-28T23:00:00+03:00', '2026-03-01T01:00:00+03:00')).toBe(1);
  });
});

describe('formatDay', () => {
  it('writes the calendar day itself, never the day before or after', () => {
    expect(formatDay('2026-12-01', 'fr', { dateStyle: 'full' })).toBe('mardi 1 décembre 2026');
    expect(formatDay('2026-12-01', 'en', { dateStyle: 'medium' })).toBe('1 Dec 2026');
  });
});

describe('utcOffsetText', () => {
  it("gives the zone's offset, for zones without daylight saving", () => {
    expect(utcOffsetText('Indian/Antananarivo')).toBe('UTC+3');
    expect(utcOffsetText('Indian/Reunion')).toBe('UTC+4');
    expect(utcOffsetText('Not/AZone')).toBe('');
  });
});
