import { describe, expect, it } from 'vitest';
import { clockTime, dayOffset, localDay, minutesBetween } from '@/lib/local-times';
import { segment } from './flight-fixtures';
import { connectionsOf, durationParts, timeOfDay } from './flight-times';

describe('local times of a flight', () => {
  it('reads the clock time and the day from the string, whatever the browser’s zone', () => {
    expect(clockTime('2026-12-01T08:05:00+03:00')).toBe('08:05');
    expect(clockTime('2026-12-01T23:40:00+04:00')).toBe('23:40');
    expect(localDay('2026-12-01T23:40:00+04:00')).toBe('2026-12-01');
  });

  it('says "+1" when the arrival is on the next local day, even across zones', () => {
    expect(dayOffset('2026-12-01T08:05:00+03:00', '2026-12-01T09:30:00+03:00')).toBe(0);
    expect(dayOffset('2026-12-01T22:30:00+03:00', '2026-12-02T00:45:00+03:00')).toBe(1);
    // Leaves Réunion before midnight, lands in Antananarivo before midnight too: same day.
    expect(dayOffset('2026-12-01T23:00:00+04:00', '2026-12-01T23:10:00+03:00')).toBe(0);
    expect(dayOffset('2026-12-31T23:50:00+03:00', '2027-01-02T01:00:00+03:00')).toBe(2);
  });

  it('counts minutes between instants with their offsets', () => {
    expect(minutesBetween('2026-12-01T23:00:00+04:00', '2026-12-01T23:10:00+03:00')).toBe(70);
  });

  it('splits a duration into hours and minutes', () => {
    expect(durationParts(80)).toEqual({ hours: 1, minutes: 20 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(120)).toEqual({ hours: 2, minutes: 0 });
  });

  it('places a departure in the morning, the afternoon or the evening of the airport', () => {
    expect(timeOfDay('2026-12-01T00:30:00+03:00')).toBe('morning');
    expect(timeOfDay('2026-12-01T11:59:00+03:00')).toBe('morning');
    expect(timeOfDay('2026-12-01T12:00:00+03:00')).toBe('afternoon');
    expect(timeOfDay('2026-12-01T17:59:00+03:00')).toBe('afternoon');
    expect(timeOfDay('2026-12-01T18:00:00+03:00')).toBe('evening');
  });

  it('finds where and how long a traveller waits between two flights', () => {
    const segments = [
      segment('a', 'MW 110', ['NOS', 'TNR'], ['2026-12-01T07:00:00+03:00', '2026-12-01T08:40:00+03:00']),
      segment('b', 'MW 320', ['TNR', 'FTU'], ['2026-12-01T10:00:00+03:00', '2026-12-01T11:45:00+03:00']),
    ];
    expect(connectionsOf(segments)).toEqual([{ airport: segments[0]?.to, minutes: 80 }]);
    expect(connectionsOf(segments.slice(0, 1))).toEqual([]);
  });
});
