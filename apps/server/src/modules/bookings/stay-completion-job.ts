import type { Logger } from '../../lib/logger';
import type { BookingService } from './bookings.service';

const hourMs = 3_600_000;

/** Marks stays as completed once their check-out day has come, and journeys once their last flight has landed: at start and every hour. */
export function createStayCompletionJob(deps: {
  bookings: BookingService;
  logger: Logger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const completed = await deps.bookings.completeFinishedStays();
      if (completed > 0) deps.logger.info({ completed }, 'stays and journeys completed');
    } catch (error) {
      deps.logger.error({ err: error }, 'could not complete finished stays and journeys');
    }
  };
  return {
    start() {
      void run();
      timer = setInterval(run, deps.intervalMs ?? hourMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
