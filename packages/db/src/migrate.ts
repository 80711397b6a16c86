import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, selectRows, type Transaction } from './client';
import { workspaceRoot } from './workspace-root';

export const migrationsFolder = join(workspaceRoot, 'packages/db/migrations');

export type Migration = MigrationMeta;

/** A migration as a database records it: its file's SHA-256 and its journal time (drizzle's own table). */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** Any constant shared by every instance: the key of the lock that makes migrations take turns. */
const migrationLockKey = 6_271_913;

/** The committed migrations of `folder`, oldest first. */
export function committedMigrations(folder = migrationsFolder): Migration[] {
  return readMigrationFiles({ migrationsFolder: folder });
}

async function ensureMigrationTable(tx: Transaction) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key, hash text not null, created_at bigint)`);
}

/** The migrations this database has run, oldest first; none on a database never migrated. */
export async function appliedMigrations(tx: Transaction): Promise<AppliedMigration[]> {
  const [table] = await selectRows<{ found: string | null }>(
    tx,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return [];
  const rows = await selectRows<{ hash: string; created_at: string | number }>(
    tx,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Runs, inside `tx`, those of `migrations` newer than the last one the
 * database recorded, and records them as drizzle's migrator does (same table,
 * same rows): written here so that a restore can run them in its own
 * transaction, which drizzle's migrator cannot join.
 */
export async function applyMigrations(tx: Transaction, migrations: Migration[]): Promise<void> {
  await ensureMigrationTable(tx);
  const last = (await appliedMigrations(tx)).at(-1);
  for (const migration of migrations) {
    if (last && last.createdAt >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Applies the committed SQL migrations (of `folder`, for tests of one
 * migration) that have not run yet, all or none. Instances started together
 * (a reboot, a rolling upgrade) take turns: the later ones find nothing to do.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    await applyMigrations(tx, committedMigrations(folder));
  });
}
