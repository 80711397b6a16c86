import type { DatabaseHandle } from '@madabook/db';
import type { AppConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/lib/logger';
import { createAdminUser } from '../../apps/server/src/seed/admin-user';
import { createServices } from '../../apps/server/src/services';
import { benchUser } from '../shared/bench-user';

/**
 * The account the benchmarks sign in with, made by the seed's own helper (the
 * one `npm run admin:create` uses): better-auth hashes the password, the email
 * counts as verified. It is an admin, so a server started on this database
 * finds an admin and creates no other.
 */
export async function ensureBenchUser(config: AppConfig, handle: DatabaseHandle) {
  const services = createServices({
    config,
    database: handle,
    logger: createLogger({ level: 'warn', pretty: false }),
  });
  try {
    return await createAdminUser(services, benchUser);
  } finally {
    await services.close();
  }
}
