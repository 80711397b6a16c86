import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { photoRenditions } from '@madabook/contracts';
import { appliedMigrations, type DatabaseHandle, selectRows, type Transaction } from '@madabook/db';
import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '../storage/photo-storage';
import { BackupError } from './backup-error';
import {
  backupFormat,
  backupVersion,
  type Complete,
  completeEntry,
  type Manifest,
  manifestEntry,
  photoEntry,
  rowsEntry,
} from './backup-format';
import { listSequences, listTables } from './database-catalogue';
import { dumpRows } from './table-rows';
import { createTarWriter } from './tar-archive';

export interface BackupSource {
  database: DatabaseHandle;
  storage: PhotoStorage;
  /** The storage keys the photo rows of this snapshot point to. */
  photoKeys: (tx: Transaction) => Promise<string[]>;
}

export interface BackupSummary {
  path: string;
  bytes: number;
  tables: number;
  rows: number;
  photoFiles: number;
  /** Renditions a photo row needs that the store no longer had: they could not be saved. */
  missingPhotoFiles: number;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

type TarWriter = ReturnType<typeof createTarWriter>;

/**
 * Writes the manifest and every table's rows from one consistent snapshot (a
 * read-only repeatable-read transaction: the site may keep running on
 * PostgreSQL), and answers the row counts and the photo keys of that snapshot.
 */
async function writeDatabase(source: BackupSource, archive: TarWriter) {
  return source.database.db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      if (migrations.length === 0)
        throw new BackupError('The database was never migrated: there is nothing to back up.');
      const [server] = await selectRows<{ version: string }>(
        tx,
        sql`select current_setting('server_version') as version`,
      );
      const manifest: Manifest = {
        format: backupFormat,
        version: backupVersion,
        createdAt: new Date().toISOString(),
        source: { engine: source.database.kind, version: `PostgreSQL ${server?.version ?? '(unknown)'}` },
        migrations,
        tables: await listTables(tx),
        sequences: await listSequences(tx),
      };
      await archive.add(manifestEntry, json(manifest));
      const rows: Record<string, number> = {};
      for (const table of manifest.tables) {
        let [chunk, count] = [0, 0];
        for await (const lines of dumpRows(tx, table)) {
          chunk += 1;
          await archive.add(rowsEntry(table.name, chunk), Buffer.from(`${lines.join('\n')}\n`));
          count += lines.length;
        }
        rows[table.name] = count;
      }
      return { rows, photoKeys: await source.photoKeys(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Copies each rendition of the snapshot's photos, whatever store holds them. */
async function writePhotos(storage: PhotoStorage, keys: string[], archive: TarWriter) {
  let saved = 0;
  let missing = 0;
  for (const key of keys) {
    for (const rendition of photoRenditions) {
      const bytes = await storage.read(key, rendition);
      if (!bytes) {
        missing += 1;
        continue;
      }
      await archive.add(photoEntry(key, rendition), bytes);
      saved += 1;
    }
  }
  return { saved, missing };
}

/**
 * One .tar.gz at `path` holding the database and the photos it points to.
 * Written to `path.partial` and renamed once whole, so that a file at `path`
 * is always a complete backup; an existing file is never overwritten.
 */
export async function createBackup(source: BackupSource, path: string): Promise<BackupSummary> {
  if (existsSync(path)) throw new BackupError(`${path} already exists: choose another --output.`);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  await rm(partial, { force: true });
  const archive = createTarWriter(partial);
  try {
    const { rows, photoKeys } = await writeDatabase(source, archive);
    const photos = await writePhotos(source.storage, photoKeys, archive);
    const complete: Complete = { rows, photoFiles: photos.saved };
    await archive.add(completeEntry, json(complete));
    await archive.finish();
    await rename(partial, path);
    return {
      path,
      bytes: (await stat(path)).size,
      tables: Object.keys(rows).length,
      rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
      photoFiles: photos.saved,
      missingPhotoFiles: photos.missing,
    };
  } catch (error) {
    await archive.abort();
    await rm(partial, { force: true });
    throw error;
  }
}
