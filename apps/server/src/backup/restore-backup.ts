import { photoRenditions } from '@madabook/contracts';
import {
  type AppliedMigration,
  applyMigrations,
  committedMigrations,
  type Database,
  type DatabaseHandle,
  type Migration,
  selectRows,
  serverApplicationName,
  type Transaction,
} from '@madabook/db';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PhotoStorage } from '../storage/photo-storage';
import { BackupError } from './backup-error';
import {
  type Complete,
  completeSchema,
  entryOf,
  type Manifest,
  manifestEntry,
  manifestSchema,
  maxEntryBytes,
} from './backup-format';
import { dataSchema, listTables, type TableShape, tablesWithRows } from './database-catalogue';
import { dropSchemasSetAside, setSchemasAside, undoRestore } from './schemas-set-aside';
import { loadRows } from './table-rows';
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

type Entries = AsyncIterator<{ name: string; bytes: Buffer }>;

/** The JSON of an entry checked against its schema, or the reason it does not fit. */
function parseEntry<Shape>(
  bytes: Buffer,
  schema: z.ZodType<Shape>,
): { data: Shape; problem?: undefined } | { data?: undefined; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: `${issue?.path.join('.') || 'content'}: ${issue?.message ?? 'invalid'}` };
}

async function readManifest(entries: Entries, path: string): Promise<Manifest> {
  const first = await entries.next();
  if (first.done || first.value.name !== manifestEntry) {
    throw new BackupError(`${path} is not a MadaBook backup: it does not start with ${manifestEntry}.`);
  }
  const manifest = parseEntry(first.value.bytes, manifestSchema);
  if (manifest.problem !== undefined) {
    throw new BackupError(
      `${path} is not a MadaBook backup we can read: ${manifestEntry} ${manifest.problem}.`,
    );
  }
  return manifest.data;
}

/** The backup's migrations must be this checkout's first ones: its schema is then rebuilt exactly. */
function checkMigrations(backup: AppliedMigration[], committed: Migration[]) {
  if (backup.length > committed.length) {
    throw new BackupError(
      `This backup comes from a newer MadaBook (${backup.length} migrations, this checkout has ${committed.length}): update the code first.`,
    );
  }
  const differs = backup.findIndex((migration, index) => migration.hash !== committed[index]?.hash);
  if (differs >= 0) {
    throw new BackupError(
      `Migration ${differs + 1} of this backup differs from this checkout's: it was made by another version of MadaBook.`,
    );
  }
}

function checkTables(manifest: Manifest, tables: TableShape[]) {
  const expected = new Map(tables.map((table) => [table.name, table.columns.join(',')]));
  const stated = new Map(manifest.tables.map((table) => [table.name, table.columns.join(',')]));
  const mismatch = [...new Set([...expected.keys(), ...stated.keys()])].find(
    (name) => expected.get(name) !== stated.get(name),
  );
  if (mismatch) {
    throw new BackupError(`The backup's table ${mismatch} does not match the schema its migrations build.`);
  }
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

/** Our triggers (search cards, town revisions) stay off while rows arrive as they were saved; foreign keys stay checked. */
async function setTriggers(tx: Transaction, tables: TableShape[], enabled: boolean) {
  const action = enabled ? sql`enable` : sql`disable`;
  for (const table of tables) {
    await tx.execute(
      sql`alter table ${sql.identifier(dataSchema)}.${sql.identifier(table.name)} ${action} trigger user`,
    );
  }
}

async function restoreSequences(tx: Transaction, sequences: Manifest['sequences']) {
  for (const { name, value } of sequences) {
    await tx.execute(
      sql`select setval(format('%I.%I', ${dataSchema}::text, ${name}::text)::regclass, ${value})`,
    );
  }
}

/**
 * Puts the archive's photos into the store as they come, skipping those it
 * already holds with the same size, and remembers the keys it was first to
 * write, so that a failed restore can take exactly those away again.
 */
function photoWriter(storage: PhotoStorage) {
  const seen = new Set<string>();
  const created: string[] = [];
  return {
    created,
    async put(key: string, rendition: (typeof photoRenditions)[number], bytes: Buffer) {
      if (!seen.has(key)) {
        seen.add(key);
        const sizes = await Promise.all(photoRenditions.map((each) => storage.sizeOf(key, each)));
        if (sizes.every((size) => size === undefined)) created.push(key);
      }
      if ((await storage.sizeOf(key, rendition)) !== bytes.length) await storage.put(key, rendition, bytes);
    },
  };
}

function sameCounts(stated: Complete, counted: Complete) {
  const tables = new Set([...Object.keys(stated.rows), ...Object.keys(counted.rows)]);
  return (
    stated.photoFiles === counted.photoFiles &&
    [...tables].every((table) => stated.rows[table] === counted.rows[table])
  );
}

/** Loads the rows and photos that follow the manifest, and checks them against `complete.json`. */
async function loadEntries(
  tx: Transaction,
  entries: Entries,
  tables: TableShape[],
  photos: ReturnType<typeof photoWriter>,
) {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const counted: Complete = {
    rows: Object.fromEntries(tables.map((table) => [table.name, 0])),
    photoFiles: 0,
  };
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const { name, bytes } = next.value;
    const entry = entryOf(name);
    const table = entry?.kind === 'rows' ? byName.get(entry.table) : undefined;
    if (table) {
      const lines = bytes.toString('utf8').split('\n').filter(Boolean);
      try {
        counted.rows[table.name] = (counted.rows[table.name] ?? 0) + (await loadRows(tx, table, lines));
      } catch (error) {
        // The driver's own reason, without the query and the rows that drizzle's message repeats.
        const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
        throw new BackupError(`${name} could not be loaded: ${reason}`);
      }
    } else if (entry?.kind === 'photo') {
      await photos.put(entry.key, entry.rendition, bytes);
      counted.photoFiles += 1;
    } else if (entry?.kind === 'complete') {
      const complete = parseEntry(bytes, completeSchema).data;
      if (!complete || !sameCounts(complete, counted)) {
        throw new BackupError('The archive does not hold what its complete.json counts: it is damaged.');
      }
      if (!(await entries.next()).done) throw new BackupError('The archive goes on after complete.json.');
      return counted;
    } else {
      throw new BackupError(`Unexpected entry ${name}: not part of a MadaBook backup.`);
    }
  }
  throw new BackupError('The archive ends before complete.json: it is incomplete.');
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
