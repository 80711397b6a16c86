import { type DatabaseHandle, migrateDatabase, openDatabase } from '@madabook/db';
import type pg from 'pg';
import { type AppConfig, loadConfig } from '../../apps/server/src/config';
import type { SqlClient } from './bulk-insert';
import { seededTables } from './tables';

/** The database the server would open with this environment (DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openMigratedDatabase(): Promise<{ config: AppConfig; handle: DatabaseHandle }> {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  await migrateDatabase(handle);
  return { config, handle };
}

export const describeDatabase = (config: AppConfig) =>
  config.database.kind === 'postgres'
    ? `PostgreSQL ${new URL(config.database.url).pathname.slice(1)} on ${new URL(config.database.url).host}`
    : `PGlite in ${config.database.dataDir}`;

/** One connection of the handle's own driver, for the bulk load: a pooled client, or PGlite itself. */
export async function bulkClient(handle: DatabaseHandle): Promise<{ client: SqlClient; release(): void }> {
  const driver = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'postgres') {
    const client = await (driver as pg.Pool).connect();
    return { client, release: () => client.release() };
  }
  return { client: driver as SqlClient, release: () => undefined };
}

export async function countRows(client: SqlClient, table: string): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as count from "${table}"`);
  return (rows[0] as { count: number }).count;
}

/** Empties what the seed fills; CASCADE also empties what points at those rows (sessions, accounts, mail…). */
export async function resetSeededTables(client: SqlClient) {
  await client.query(`truncate table ${seededTables.map((table) => `"${table}"`).join(', ')} cascade`);
}
