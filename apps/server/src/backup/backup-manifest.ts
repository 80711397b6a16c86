import type { AppliedMigration, Migration } from '@madabook/db';
import type { z } from 'zod';
import { BackupError } from './backup-error';
import { type Manifest, manifestEntry, manifestSchema } from './backup-format';
import type { TableShape } from './database-catalogue';

export type ArchiveEntries = AsyncIterator<{ name: string; bytes: Buffer }>;

/** The JSON of an entry checked against its schema, or the reason it does not fit. */
export function parseEntry<Shape>(
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

/** The archive's first entry, which must be a manifest this version can read. */
export async function readManifest(entries: ArchiveEntries, path: string): Promise<Manifest> {
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
export function checkMigrations(backup: AppliedMigration[], committed: Migration[]) {
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

export function checkTables(manifest: Manifest, tables: TableShape[]) {
  const expected = new Map(tables.map((table) => [table.name, table.columns.join(',')]));
  const stated = new Map(manifest.tables.map((table) => [table.name, table.columns.join(',')]));
  const mismatch = [...new Set([...expected.keys(), ...stated.keys()])].find(
    (name) => expected.get(name) !== stated.get(name),
  );
  if (mismatch) {
    throw new BackupError(`The backup's table ${mismatch} does not match the schema its migrations build.`);
  }
}
