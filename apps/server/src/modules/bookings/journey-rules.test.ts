import { describe, expect, it } from 'vitest';
import { brokenConnections, freeCancellationUntil, journeyDays } from './journey-rules';

const at = (iso: string) => new Date(iso);
const flight = (
  departure: string,
  arrival: string,
  overrides: Partial<{ direction: 'OUTBOUND' | 'RETURN'; fareFamily: 'LIGHT' | 'FLEX' }> = {},
) => ({
  departureAt: at(departure),
  arrivalAt: at(arrival),
  direction: 'OUTBOUND' as const,
  fareFamily: 'FLEX' as const,
  origin: 'NOS',
  destination: 'TNR',
  ...overrides,
});

describe("a journey's rules, from its flights' times", () => {
  it('lets a flexible journey be cancelled until 3 hours before its first departure, any other fare not at all', () => {
    const outbound = flight('2026-12-05T08:00:00+03:00', '2026-12-05T09:30:00+03:00');
    const onward = flight('2026-12-05T10:30:00+03:00', '2026-12-05T11:30:00+03:00');
    expect(freeCancellationUntil([outbound, onward])?.toISOString()).toBe('2026-12-05T02:00:00.000Z');
    expect(freeCancellationUntil([outbound, { ...onward, fareFamily: 'LIGHT' }])).toBeNull();
  });

  it('spans the local days of its first departure and its last arrival, each at its own airport', () => {
    const zones: Record<string, string> = { TNR: 'Indian/Antananarivo', RUN: 'Indian/Reunion' };
    const days = journeyDays(
      { departureAt: at('2026-12-05T22:30:00+03:00'), origin: 'TNR' },
      // 00:15 in Réunion is still the 5th in Antananarivo.
      { arrivalAt: at('2026-12-05T23:15:00+03:00'), destination: 'RUN' },
      (code) => zones[code] as string,
    );
    expect(days).toEqual({ checkIn: '2026-12-05', checkOut: '2026-12-06' });
  });

  it('flags the flight a connection no longer reaches: under 45 minutes, over 8 hours, or landing after it leaves', () => {
    const arriving = flight('2026-12-05T08:00:00+03:00', '2026-12-05T09:30:00+03:00');
    const leavingAt = (departure: string) => flight(departure, '2026-12-05T23:00:00+03:00');
    expect(brokenConnections([arriving, leavingAt('2026-12-05T10:15:00+03:00')])).toEqual([false, false]);
    expect(brokenConnections([arriving, leavingAt('2026-12-05T10:14:00+03:00')])).toEqual([false, true]);
    expect(brokenConnections([arriving, leavingAt('2026-12-05T17:30:00+03:00')])).toEqual([false, false]);
    expect(brokenConnections([arriving, leavingAt('2026-12-05T17:31:00+03:00')])).toEqual([false, true]);
    expect(brokenConnections([arriving, leavingAt('2026-12-05T09:00:00+03:00')])).toEqual([false, true]);
    // A return flight is not a connection of the outbound one.
    expect(
      brokenConnections([
        arriving,
        { ...leavingAt('2026-12-09T09:00:00+03:00'), direction: 'RETURN' as const },
      ]),
    ).toEqual([false, false]);
  });
});
