import { join } from 'node:path';
import { type PhotoRendition, photoRenditions } from '@madabook/contracts';
import { z } from 'zod';
import { isStorageKey } from '../storage/photo-storage';

/**
 * One backup is one .tar.gz holding, in this order: `manifest.json`, each
 * table's rows as `database/<table>/<n>.ndjson` (tables in foreign-key order),
 * each photo rendition as `photos/<key>/<rendition>.webp`, and `complete.json`,
 * whose counts prove the archive whole.
 */
export const backupFormat = 'madabook-backup';
export const backupVersion = 1;

export const manifestEntry = 'manifest.json';
export const completeEntry = 'complete.json';

/** No entry we write comes near this: larger ones are refused before being read into memory. */
export const maxEntryBytes = 256 * 1024 * 1024;

const name = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupVersion),
  createdAt: z.iso.datetime(),
  source: z.object({ engine: z.enum(['pglite', 'postgres']), version: z.string().max(200) }),
  migrations: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), createdAt: z.number().int() })),
  tables: z.array(z.object({ name, columns: z.array(name).min(1) })),
  sequences: z.array(z.object({ name, value: z.number().int() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const completeSchema = z.object({
  rows: z.record(name, z.number().int().min(0)),
  photoFiles: z.number().int().min(0),
});
export type Complete = z.infer<typeof completeSchema>;

export const rowsEntry = (table: string, chunk: number) =>
  `database/${table}/${String(chunk).padStart(6, '0')}.ndjson`;
export const photoEntry = (key: string, rendition: PhotoRendition) => `photos/${key}/${rendition}.webp`;

const rowsPattern = /^database\/([a-z_][a-z0-9_]{0,62})\/\d{6}\.ndjson$/;
const photoPattern = /^photos\/([0-9a-f]{32})\/([a-z]+)\.webp$/;

export type ArchiveEntry =
  | { kind: 'rows'; table: string }
  | { kind: 'photo'; key: string; rendition: PhotoRendition }
  | { kind: 'complete' }
  | undefined;

/** What an entry of the archive holds, by its name; undefined for a name we never write. */
export function entryOf(entryName: string): ArchiveEntry {
  if (entryName === completeEntry) return { kind: 'complete' };
  const rows = rowsPattern.exec(entryName);
  if (rows?.[1]) return { kind: 'rows', table: rows[1] };
  const photo = photoPattern.exec(entryName);
  const rendition = photoRenditions.find((each) => each === photo?.[2]);
  if (photo?.[1] && isStorageKey(photo[1]) && rendition) return { kind: 'photo', key: photo[1], rendition };
  return undefined;
}

/** `DATA_DIR/backups/madabook-20261127-020000.tar.gz`, in UTC. */
export function defaultBackupPath(dataDir: string, now: Date) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replace('T', '-')
    .replaceAll(':', '');
  return join(dataDir, 'backups', `madabook-${stamp}.tar.gz`);
}
