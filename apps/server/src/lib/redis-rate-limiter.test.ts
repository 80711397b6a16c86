import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimits } from './redis-rate-limiter';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
if (!redisUrl) console.warn('Redis rate limiter suite skipped: it needs TEST_REDIS_URL.');

describe.skipIf(!redisUrl)('the Redis rate limiter', () => {
  // Two connections, as two instances of the server would have.
  const first = createRedisRateLimits(redisUrl as string);
  const second = createRedisRateLimits(redisUrl as string);
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  const name = `test-${randomUUID()}`;

  it('counts the attempts of every instance in one window per key, then says when to come back', async () => {
    const options = { max: 3, windowMs: 60_000 };
    const limiters = [first.limiter(name, options), second.limiter(name, options)];
    const decisions = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      decisions.push(await (limiters[attempt % 2] as (typeof limiters)[number]).consume('10.0.0.1'));
    }
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(decisions[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiters[1]?.consume('10.0.0.2'))?.allowed).toBe(true);
    // Another limiter name is another count.
    expect((await first.limiter(`${name}-other`, options).consume('10.0.0.1')).allowed).toBe(true);
  });

  it('opens a new window once the last one is over', async () => {
    const limiter = first.limiter(`${name}-short`, { max: 1, windowMs: 200 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await sleep(250);
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});
