import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds, a started second counting whole', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(400)).toBe('0:01');
  });

  it('stops at 0:00', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});
