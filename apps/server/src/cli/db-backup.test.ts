import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoRenditions } from '@madabook/contracts';
import { committedMigrations, migrateDatabase, openDatabase } from '@madabook/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPhotoDir } from '../config';
import { localDiskPhotoStorage } from '../storage/local-disk-photo-storage';
import { newStorageKey } from '../storage/photo-storage';
import { runCli } from '../test/run-cli';

const root = mkdtempSync(join(tmpdir(), 'madabook-backup-cli-'));
const sourceDir = join(root, 'source');
const targetDir = join(root, 'target');
const key = newStorageKey();

const backup = (...args: string[]) => runCli('db-backup', args, { DATA_DIR: sourceDir });
const restore = (...args: string[]) => runCli('db-restore', args, { DATA_DIR: targetDir });

describe('npm run db:backup and npm run db:restore', () => {
  let backupPath: string;

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(sourceDir, 'db') });
    try {
      await migrateDatabase(database);
      await database.db.execute(sql`insert into hotel (id, name, slug, latitude, longitude, address, city, stars)
                                    values ('h1', 'Hôtel', 'hotel', -18.9, 47.5, 'Rue 1', 'Nosy Be', 3)`);
      await database.db.execute(sql`insert into hotel_photo (id, hotel_id, position, storage_key, width, height)
                                    values ('p1', 'h1', 0, ${key}, 1600, 1200)`);
    } finally {
      await database.close();
    }
    const photos = localDiskPhotoStorage(localPhotoDir(sourceDir));
    for (const rendition of photoRenditions)
      await photos.put(key, rendition, Buffer.from(`${rendition} bytes`));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('backs up the embedded database and its photos under DATA_DIR/backups, and restores them elsewhere', async () => {
    const made = await backup();
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const pattern =
      /^Backup written to (\S+\/backups\/madabook-\d{8}-\d{6}\.tar\.gz) \(\d+\.\d kB\): (\d+) tables, (\d+) rows, 3 photo files\.\n$/;
    expect(made.stdout).toMatch(pattern);
    const written = pattern.exec(made.stdout);
    expect(written?.[1]?.startsWith(sourceDir)).toBe(true);
    backupPath = written?.[1] as string;

    const restored = await restore(backupPath);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toBe(
      `Restored ${backupPath} (made ${/made (\S+) on/.exec(restored.stdout)?.[1]} on PostgreSQL ${/on PostgreSQL ([\d.]+)/.exec(restored.stdout)?.[1]}) ` +
        `into the embedded database in ${join(targetDir, 'db')}: ${written?.[3]} rows, 3 photo files into ${localPhotoDir(targetDir)}; ` +
        `schema at migration ${committedMigrations().length}.\n`,
    );
    const copy = localDiskPhotoStorage(localPhotoDir(targetDir));
    expect(Buffer.from((await copy.read(key, 'card')) ?? []).toString()).toBe('card bytes');
  });

  it('replaces a database holding rows only with --force', async () => {
    const refused = await restore(backupPath);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Not restored: the embedded database in \S+ is not empty \(\d tables hold rows, such as .+\): restore into an empty database, or add --force to replace its content\.\n$/,
    );
    const forced = await restore(backupPath, '--force');
    expect(forced.status).toBe(0);
  });

  it('refuses in one line while a server holds the embedded database', async () => {
    const server = await openDatabase({ kind: 'pglite', dataDir: join(sourceDir, 'db') });
    try {
      const refused = await backup('--output', join(root, 'while-running.tar.gz'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(
        `The embedded database in ${join(sourceDir, 'db')} is in use by process ${process.pid}: stop it first (or remove ${join(sourceDir, 'db', 'madabook.pid')} if no MadaBook runs).\n`,
      );
      expect(existsSync(join(root, 'while-running.tar.gz'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('refuses in one line a missing file, a file that is not a backup, an existing output and a bad option', async () => {
    const notBackup = join(root, 'notes.txt');
    writeFileSync(notBackup, 'just notes');
    const [noFile, missing, unreadable, existing, unknown] = await Promise.all([
      restore(),
      restore(join(root, 'nowhere.tar.gz')),
      restore(notBackup, '--force'),
      backup('--output', notBackup),
      backup('--compress'),
    ]);
    expect(noFile.stderr).toBe(
      'Usage: npm run db:restore -- <backup.tar.gz> [--force]   (--force replaces a database that holds rows)\n',
    );
    expect(missing.stderr).toBe(`${join(root, 'nowhere.tar.gz')} does not exist.\n`);
    expect(unreadable.stderr).toMatch(/^\S+notes\.txt: not a readable \.tar\.gz \(.+\)\n$/);
    expect(existing.stderr).toBe(`${notBackup} already exists: choose another --output.\n`);
    expect(unknown.stderr).toContain("Unknown option '--compress'");
    for (const result of [noFile, missing, unreadable, existing, unknown]) expect(result.status).toBe(1);
  });
});
