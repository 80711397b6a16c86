import { describe, expect, it } from 'vitest';
import { localDateIn, localIsoString, utcOffsetMinutes, zonedTimeToInstant } from './time-zones';

// Fixed dates are safe here: these are pure conversions, no clock is read.
describe('time zones at airports', () => {
  it('turn a local date and time into the UTC instant, in zones with and without daylight saving', () => {
    expect(zonedTimeToInstant('2026-12-01', '08:05', 'Indian/Antananarivo').toISOString()).toBe(
      '2026-12-01T05:05:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-01', '08:05', 'Indian/Reunion').toISOString()).toBe(
      '2026-12-01T04:05:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01', '23:30', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T21:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-01', '23:30', 'Europe/Paris').toISOString()).toBe(
      '2026-12-01T22:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-01', '00:10', 'UTC').toISOString()).toBe('2026-12-01T00:10:00.000Z');
  });

  it('move a time skipped by the spring change past the gap, and take a doubled autumn time once', () => {
    // Paris skips 02:00–03:00 on 29 March 2026 and repeats 02:00–03:00 on 25 October 2026.
    expect(localIsoString(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-03-29T03:30:00+02:00',
    );
    expect(localIsoString(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-10-25T02:30:00+01:00',
    );
  });

  it('show an instant as local time with its offset', () => {
    const instant = new Date('2026-12-01T21:30:00Z');
    expect(localIsoString(instant, 'Indian/Antananarivo')).toBe('2026-12-02T00:30:00+03:00');
    expect(localIsoString(instant, 'Indian/Mauritius')).toBe('2026-12-02T01:30:00+04:00');
    expect(localIsoString(instant, 'Europe/Paris')).toBe('2026-12-01T22:30:00+01:00');
    expect(localIsoString(instant, 'America/St_Johns')).toBe('2026-12-01T18:00:00-03:30');
    expect(localIsoString(instant, 'UTC')).toBe('2026-12-01T21:30:00+00:00');
    expect(utcOffsetMinutes(instant, 'Asia/Kathmandu')).toBe(345);
  });

  it('give the local date of an instant', () => {
    expect(localDateIn(new Date('2026-12-01T20:59:00Z'), 'Indian/Antananarivo')).toBe('2026-12-01');
    expect(localDateIn(new Date('2026-12-01T21:00:00Z'), 'Indian/Antananarivo')).toBe('2026-12-02');
    expect(localDateIn(new Date('2026-12-01T21:00:00Z'), 'Europe/Paris')).toBe('2026-12-01');
  });

  it('round-trips every hour of a year in Paris', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const local = localIsoString(instant, 'Europe/Paris');
      const back = zonedTimeToInstant(local.slice(0, 10), local.slice(11, 16), 'Europe/Paris');
      // Only the doubled autumn hour may come back an hour later (its second occurrence).
      expect([0, 3_600_000]).toContain(back.getTime() - instant.getTime());
    }
  });
});
