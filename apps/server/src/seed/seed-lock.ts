import type { DatabaseHandle } from '@madabook/db';
import { sql } from 'drizzle-orm';

/**
 * Runs `work` while no other instance's seed runs: instances started together
 * on a fresh PostgreSQL database take turns, and the later ones find the admin
 * (and the demo data) made. The lock is held by a transaction left open on one
 * pooled connection; the work runs on the others. PGlite is opened by one
 * process only (and its single connection would wait on that transaction).
 */
export async function oneSeedAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('madabook.seed'))`);
    return work();
  });
}
