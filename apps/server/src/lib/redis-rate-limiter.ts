import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';

// One round trip, atomic: the first attempt of a window starts its clock.
const countInWindow = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * Fixed windows kept in Redis, so that every instance behind the load balancer
 * counts the same attempts: with limits in each process's memory, N instances
 * would allow N times the limit. One connection serves every limiter made here.
 */
export function createRedisRateLimits(url: string) {
  const redis = new Redis(url, { keyPrefix: 'madabook:rate:', maxRetriesPerRequest: 2 });
  return {
    limiter(name: string, options: { max: number; windowMs: number }): RateLimiter {
      return {
        async consume(key) {
          const [count, ttlMs] = (await redis.eval(countInWindow, 1, `${name}:${key}`, options.windowMs)) as [
            number,
            number,
          ];
          if (count <= options.max) return { allowed: true, retryAfterSeconds: 0 };
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
        },
      };
    },
    async close() {
      await redis.quit();
    },
  };
}
