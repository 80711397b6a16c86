import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { freeCancellationDeadline } from './cancellation-deadline';

describe('freeCancellationDeadline', () => {
  it('is the arrival day at check-in time in Madagascar, minus the policy days', () => {
    const deadline = freeCancellationDeadline('2026-12-11', '15:00', 7);
    expect(deadline?.toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(formatDate(deadline as Date, 'fr', { dateStyle: 'long', timeStyle: 'short' })).toBe(
      '4 décembre 2026 à 15:00',
    );
  });

  it('crosses midnight in UTC for an early check-in', () => {
    expect(freeCancellationDeadline('2027-01-01', '01:30', 1)?.toISOString()).toBe(
      '2026-12-30T22:30:00.000Z',
    );
  });

  it('is null for a non-refundable stay', () => {
    expect(freeCancellationDeadline('2026-12-11', '14:00', 0)).toBeNull();
  });
});
