import { describe, expect, it } from 'vitest';
import { clockTime, dayOffset, localDay, localSortKey, minutesBetween } from './local-times';

describe('the times of a flight', () => {
  it('are the airport’s clock and date as written, whatever the zone', () => {
    expect(clockTime('2026-12-01T08:05:00+03:00')).toBe('08:05');
    expect(clockTime('2026-12-01T23:40:00-05:00')).toBe('23:40');
    expect(localDay('2026-12-01T23:40:00-05:00')).toBe('2026-12-01');
    expect(localSortKey('2026-12-01T23:40:00+04:00')).toBe('2026-12-01T23:40');
  });

  it('say when a flight lands the next day, by the local dates at each end', () => {
    expect(dayOffset('2026-12-01T22:30:00+03:00', '2026-12-02T09:10:00+01:00')).toBe(1);
    expect(dayOffset('2026-12-01T08:05:00+03:00', '2026-12-01T09:35:00+03:00')).toBe(0);
  });

  it('count the minutes between airports of different zones exactly', () => {
    // TNR (UTC+3) to RUN (UTC+4): 1 h 45 of flight, although the clocks differ by 2 h 45.
    expect(minutesBetween('2026-12-01T10:00:00+03:00', '2026-12-01T12:45:00+04:00')).toBe(105);
  });
});
