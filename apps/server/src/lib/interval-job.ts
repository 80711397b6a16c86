import type { Logger } from './logger';

/**
 * Work the server does on its own: once at start, then every `intervalMs`.
 * A failed run is logged and the next one tries again.
 */
export function createIntervalJob(deps: {
  run: () => Promise<void>;
  intervalMs: number;
  logger: Logger;
  failure: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await deps.run();
    } catch (error) {
      deps.logger.error({ err: error }, deps.failure);
    }
  };
  return {
    start() {
      void run();
      timer = setInterval(run, deps.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type IntervalJob = ReturnType<typeof createIntervalJob>;
