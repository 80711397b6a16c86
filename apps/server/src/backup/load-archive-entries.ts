import { photoRenditions } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '../storage/photo-storage';
import { BackupError } from './backup-error';
import { type Complete, completeSchema, entryOf, type Manifest } from './backup-format';
import { type ArchiveEntries, parseEntry } from './backup-manifest';
import { dataSchema, type TableShape } from './database-catalogue';
import { loadRows } from './table-rows';

/** Our triggers (search cards, town revisions) stay off while rows arrive as they were saved; foreign keys stay checked. */
export async function setTriggers(tx: Transaction, tables: TableShape[], enabled: boolean) {
  const action = enabled ? sql`enable` : sql`disable`;
  for (const table of tables) {
    await tx.execute(
      sql`alter table ${sql.identifier(dataSchema)}.${sql.identifier(table.name)} ${action} trigger user`,
    );
  }
}

export async function restoreSequences(tx: Transaction, sequences: Manifest['sequences']) {
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
export function photoWriter(storage: PhotoStorage) {
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
export async function loadEntries(
  tx: Transaction,
  entries: ArchiveEntries,
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
