import { bookingReferencePattern, freeCancellationDeadline } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { canGuestCancel } from './cancellation';
import { generateBookingReference } from './reference';

describe('the free cancellation deadline', () => {
  it('is the arrival at check-in time in Madagascar, minus the policy days', () => {
    // 24 December, 14:00 in Antananarivo is 11:00 UTC; two days earlier.
    expect(freeCancellationDeadline('2026-12-24', '14:00', 2)?.toISOString()).toBe(
      '2026-12-22T11:00:00.000Z',
    );
  });

  it('crosses midnight in UTC for an early check-in', () => {
    expect(freeCancellationDeadline('2027-01-01', '01:30', 1)?.toISOString()).toBe(
      '2026-12-30T22:30:00.000Z',
    );
  });

  it('does not exist for a non-refundable stay', () => {
    expect(freeCancellationDeadline('2026-12-24', '14:00', 0)).toBeNull();
  });

  it('lets the guest cancel a confirmed booking only before it', () => {
    const deadline = new Date('2026-12-22T11:00:00Z');
    expect(
      canGuestCancel(
        { status: 'CONFIRMED', freeCancellationUntil: deadline },
        new Date('2026-12-22T10:59:59Z'),
      ),
    ).toBe(true);
    expect(
      canGuestCancel(
        { status: 'CONFIRMED', freeCancellationUntil: deadline },
        new Date('2026-12-22T11:00:00Z'),
      ),
    ).toBe(false);
    expect(
      canGuestCancel(
        { status: 'CANCELLED', freeCancellationUntil: deadline },
        new Date('2026-12-01T00:00:00Z'),
      ),
    ).toBe(false);
    expect(
      canGuestCancel({ status: 'CONFIRMED', freeCancellationUntil: null }, new Date('2026-12-01T00:00:00Z')),
    ).toBe(false);
  });
});

describe('booking references', () => {
  it('look like MB-7K3Q9X for a stay and are spread', () => {
    const references = new Set(Array.from({ length: 500 }, () => generateBookingReference('HOTEL')));
    for (const reference of references) expect(reference).toMatch(bookingReferencePattern);
    expect(references.size).toBe(500);
  });

  it('are six characters of the same alphabet for a flight, like an airline booking code', () => {
    const references = new Set(Array.from({ length: 500 }, () => generateBookingReference('FLIGHT')));
    for (const reference of references) expect(reference).toMatch(/^[2-9A-HJ-KM-NP-Z]{6}$/);
    expect(references.size).toBe(500);
  });
});
