export interface RateLimitDecision {
  allowed: boolean;
  /** When the caller may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts attempts per key; async so that a shared store (Redis) can back it with several instances. */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitDecision>;
}

/** A fixed window per key, in this process's memory. */
export function createMemoryRateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  // Forget finished windows now and then, so a stream of distinct keys cannot grow the map forever.
  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + options.windowMs;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    async consume(key) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.max) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000) };
    },
  };
}
