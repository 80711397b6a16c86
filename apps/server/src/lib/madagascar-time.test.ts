import { describe, expect, it } from 'vitest';
import { endOfMadagascarDay, madagascarDate, startOfMadagascarDay } from './madagascar-time';

describe('Madagascar days (UTC+3)', () => {
  it('start at 21:00 UTC the day before and end 24 hours later', () => {
    expect(startOfMadagascarDay('2026-03-10').toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(endOfMadagascarDay('2026-03-10').toISOString()).toBe('2026-03-10T21:00:00.000Z');
  });

  it('give the local date of an instant', () => {
    expect(madagascarDate(new Date('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(madagascarDate(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });
});
