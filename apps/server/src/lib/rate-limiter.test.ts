import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

describe('the in-memory rate limiter', () => {
  it('allows `max` attempts per key in a window, then says when to come back', async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter({ max: 2, windowMs: 60_000, now: () => clock });
    expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    clock = 15_000;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.consume('b')).allowed).toBe(true);

    clock = 60_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});
