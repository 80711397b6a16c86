import { createIntervalJob } from '../../lib/interval-job';
import type { Logger } from '../../lib/logger';
import type { BookingService } from './bookings.service';

const hourMs = 3_600_000;

/** Marks stays as completed once their check-out day has come, and journeys once their last flight has landed: at start and every hour. */
export function createStayCompletionJob(deps: {
  bookings: BookingService;
  logger: Logger;
  intervalMs?: number;
}) {
  return createIntervalJob({
    async run() {
      const completed = await deps.bookings.completeFinishedStays();
      if (completed > 0) deps.logger.info({ completed }, 'stays and journeys completed');
    },
    intervalMs: deps.intervalMs ?? hourMs,
    logger: deps.logger,
    failure: 'could not complete finished stays and journeys',
  });
}
