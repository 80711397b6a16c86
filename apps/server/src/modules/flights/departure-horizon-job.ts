import { createIntervalJob } from '../../lib/interval-job';
import type { Logger } from '../../lib/logger';
import type { ScheduleService } from './schedules.service';

const dayMs = 86_400_000;

/** Keeps every schedule's departures on sale up to the horizon: at start, then once a day. */
export function createDepartureHorizonJob(deps: {
  schedules: Pick<ScheduleService, 'extendToHorizon'>;
  logger: Logger;
  intervalMs?: number;
}) {
  return createIntervalJob({
    async run() {
      const created = await deps.schedules.extendToHorizon();
      if (created > 0) deps.logger.info({ created }, 'flight departures made up to the horizon');
    },
    intervalMs: deps.intervalMs ?? dayMs,
    logger: deps.logger,
    failure: 'could not extend flight departures to the horizon',
  });
}
