import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';

const reviewPage =
  '/hotels/villa-ylang-ylang/book?checkIn=2027-02-12&checkOut=2027-02-15&guests=2&rooms=r1%3A1';

beforeEach(() => sessionStorage.clear());

describe('the Idempotency-Key of a review page', () => {
  it('is the same for every attempt from the same page, even after a reload', () => {
    const first = idempotencyKeyFor(reviewPage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyFor(reviewPage)).toBe(first);
    expect(sessionStorage.length).toBe(1);
  });

  it('differs from one page to another', () => {
    expect(idempotencyKeyFor(reviewPage)).not.toBe(idempotencyKeyFor(`${reviewPage}x`));
  });

  it('is new once the last one is forgotten (booked, or refused for good)', () => {
    const first = idempotencyKeyFor(reviewPage);
    forgetIdempotencyKey(reviewPage);
    expect(idempotencyKeyFor(reviewPage)).not.toBe(first);
  });
});
