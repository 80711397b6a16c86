import type { SecondaryStorage } from 'better-auth';
import { Redis } from 'ioredis';

const incrementWithExpiry = `local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

/** Sessions and rate-limit counters shared by every instance through Redis. */
export function createRedisStorage(url: string): SecondaryStorage & { close(): Promise<void> } {
  const redis = new Redis(url, { keyPrefix: 'madabook:auth:', maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    set: async (key, value, ttl) => {
      if (ttl) await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttl)));
      else await redis.set(key, value);
    },
    delete: async (key) => {
      await redis.del(key);
    },
    increment: async (key, ttl) =>
      Number(await redis.eval(incrementWithExpiry, 1, key, Math.max(1, Math.ceil(ttl)))),
    close: async () => {
      await redis.quit();
    },
  };
}
