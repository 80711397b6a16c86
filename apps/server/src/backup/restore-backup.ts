import {
  applyMigrations,
  committedMigrations,
  type Database,
  type DatabaseHandle,
  selectRows,
  serverApplicationName,
} from '@madabook/db';
import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '../storage/photo-storage';
import { BackupError } from './backup-error';
import { type Complete, type Manifest, maxEntryBytes } from './backup-format';
import { checkMigrations, checkTables, readManifest } from './backup-manifest';
import { listTables, tablesWithRows } from './database-catalogue';
import { loadEntries, photoWriter, restoreSequences, setTriggers } from './load-archive-entries';
import { dropSchemasSetAside, setSchemasAside, undoRestore } from './schemas-set-aside';
import { readTarEntries } from './tar-archive';

export interface RestoreTarget {
  database: DatabaseHandle;
  storage: PhotoStorage;
  /** The database for messages, without its password. */
  description: string;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  photoFiles: number;
  /** Migrations the backup had run, and those it has now, as this checkout counts them. */
  migrations: { from: number; to: number };
  /** Whether a restore interrupted earlier (a crash) had to be undone first. */
  undidInterrupted: boolean;
}

/** A restore replaces the schema under the servers' feet: they must be stopped (the embedded database is locked instead). */
async function refuseWhileServersRun(db: Database, description: string) {
  const [found] = await selectRows<{ connections: number }>(
    db,
    sql`select count(*)::int as connections from pg_stat_activity
        where datname = current_database() and application_name = ${serverApplicationName} and pid <> pg_backend_pid()`,
  );
  if (found && found.connections > 0) {
    throw new BackupError(
      `${found.connections} connections of running MadaBook servers are open on ${description}: stop every instance before restoring.`,
    );
  }
}

/**
 * Restores the backup at `path` into the target database and photo store, in
 * two transactions. The first sets the current schemas aside (renamed, not
 * dropped) and rebuilds ours with the migrations the backup had run; the
 * second loads the rows and photos, applies the later migrations so that the
 * data is current, and drops what was set aside. The first must commit before
 * rows arrive: PostgreSQL before 17 refuses, in the transaction that added
 * them, enum values that a migration added. On any failure the database is put
 * back as it was and the photos this restore added are removed; a restore
 * interrupted by a crash is undone by the next one. A database holding rows is
 * replaced only when `force` is set.
 */
export async function restoreBackup(
  target: RestoreTarget,
  path: string,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const { db } = target.database;
  const entries = readTarEntries(path, maxEntryBytes)[Symbol.asyncIterator]();
  const photos = photoWriter(target.storage);
  try {
    const manifest = await readManifest(entries, path);
    const committed = committedMigrations();
    checkMigrations(manifest.migrations, committed);
    if (target.database.kind === 'postgres') await refuseWhileServersRun(db, target.description);
    const undidInterrupted = await undoRestore(db);
    await db.transaction(async (tx) => {
      const occupied = await tablesWithRows(tx);
      if (occupied.length > 0 && !options.force) {
        throw new BackupError(
          `Not restored: ${target.description} is not empty (${occupied.length} tables hold rows, such as ${occupied.slice(0, 3).join(', ')}): restore into an empty database, or add --force to replace its content.`,
        );
      }
      await setSchemasAside(tx);
      await applyMigrations(tx, committed.slice(0, manifest.migrations.length));
      checkTables(manifest, await listTables(tx));
    });
    let counted: Complete;
    try {
      counted = await db.transaction(async (tx) => {
        const tables = await listTables(tx);
        await setTriggers(tx, tables, false);
        const loaded = await loadEntries(tx, entries, tables, photos);
        await restoreSequences(tx, manifest.sequences);
        await setTriggers(tx, tables, true);
        await applyMigrations(tx, committed);
        await dropSchemasSetAside(tx);
        return loaded;
      });
    } catch (error) {
      await undoRestore(db);
      throw error;
    }
    return {
      manifest,
      rows: Object.values(counted.rows).reduce((sum, count) => sum + count, 0),
      photoFiles: counted.photoFiles,
      migrations: { from: manifest.migrations.length, to: committed.length },
      undidInterrupted,
    };
  } catch (error) {
    await Promise.all(photos.created.map((key) => target.storage.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await entries.return?.(undefined);
  }
}
