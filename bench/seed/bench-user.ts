import type { DatabaseHandle } from '@madabook/db';
import type { AppConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/lib/logger';
import { platformScope } from '../../apps/server/src/lib/scope';
import { createAdminUser } from '../../apps/server/src/seed/admin-user';
import { flightNetworkIsEmpty, seedFlightNetwork } from '../../apps/server/src/seed/flight-seed';
import { createServices, type Services } from '../../apps/server/src/services';
import { benchUser } from '../shared/bench-user';

/** A year of flights: what the flight search benchmark searches. */
const flightDays = 365;

async function withServices<Result>(
  config: AppConfig,
  handle: DatabaseHandle,
  use: (services: Services) => Promise<Result>,
): Promise<Result> {
  const services = createServices({
    config,
    database: handle,
    logger: createLogger({ level: 'warn', pretty: false }),
  });
  try {
    return await use(services);
  } finally {
    await services.close();
  }
}

/**
 * The account the benchmarks sign in with, made by the seed's own helper (the
 * one `npm run admin:create` uses): better-auth hashes the password, the email
 * counts as verified. It is an admin, so a server started on this database
 * finds an admin and creates no other.
 */
export function ensureBenchUser(config: AppConfig, handle: DatabaseHandle) {
  return withServices(config, handle, (services) => createAdminUser(services, benchUser));
}

/**
 * The demo flight network flying every scheduled day for a year, made by the
 * back office's own services (departures and seats included), once.
 */
export function ensureFlightNetwork(
  config: AppConfig,
  handle: DatabaseHandle,
  actor: { id: string; email: string },
) {
  return withServices(config, handle, async (services) =>
    (await flightNetworkIsEmpty(services))
      ? seedFlightNetwork(services, { ...actor, scope: platformScope }, new Date(), flightDays)
      : undefined,
  );
}
