import { createIntervalJob } from '../../lib/interval-job';
import type { Logger } from '../../lib/logger';
import type { PaymentService } from './payments.service';

const halfMinuteMs = 30_000;

/** Gives back the rooms and seats of bookings left unpaid past their hold: at start and every 30 seconds. */
export function createPaymentHoldJob(deps: {
  payments: PaymentService;
  logger: Logger;
  intervalMs?: number;
}) {
  return createIntervalJob({
    async run() {
      const released = await deps.payments.expireHolds();
      if (released > 0) deps.logger.info({ released }, 'unpaid bookings released');
    },
    intervalMs: deps.intervalMs ?? halfMinuteMs,
    logger: deps.logger,
    failure: 'could not release unpaid bookings',
  });
}
