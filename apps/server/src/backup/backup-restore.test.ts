import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoRenditions } from '@madabook/contracts';
import {
  committedMigrations,
  type DatabaseHandle,
  type DatabaseOptions,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  schema,
  selectRows,
} from '@madabook/db';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@madabook/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPhotoDir } from '../config';
import { localDiskPhotoStorage } from '../storage/local-disk-photo-storage';
import type { PhotoStorage } from '../storage/photo-storage';
import { s3PhotoStorage } from '../storage/s3-photo-storage';
import { readJson } from '../test/json';
import { populate } from '../test/populated-app';
import { startS3Bucket } from '../test/s3-bucket';
import { tableContents } from '../test/table-contents';
import { createTestApp, type TestApp } from '../test/test-app';
import { BackupError } from './backup-error';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { setSchemasAside } from './schemas-set-aside';
import { ArchiveError, createTarWriter, readTarEntries } from './tar-archive';

const folder = mkdtempSync(join(tmpdir(), 'madabook-backup-'));
let fileCount = 0;
const newFile = (name: string) => {
  fileCount += 1;
  return join(folder, `${fileCount}-${name}`);
};

/** Every rendition of every photo the database points to, byte for byte. */
async function photoFiles(storage: PhotoStorage, keys: string[]) {
  const files: Record<string, string> = {};
  for (const key of keys) {
    for (const rendition of photoRenditions) {
      const bytes = await storage.read(key, rendition);
      files[`${key}/${rendition}`] = bytes ? Buffer.from(bytes).toString('base64') : 'missing';
    }
  }
  return files;
}

/** A copy of an archive with some entries changed (or left out, when `edit` answers undefined), or added before complete.json. */
async function rewriteArchive(
  from: string,
  edit: (name: string, bytes: Buffer) => Buffer | undefined,
  added: Array<{ name: string; bytes: Buffer }> = [],
) {
  const to = newFile('rewritten.tar.gz');
  const writer = createTarWriter(to);
  for await (const { name, bytes } of readTarEntries(from, 1e9)) {
    if (name === 'complete.json') for (const entry of added) await writer.add(entry.name, entry.bytes);
    const edited = edit(name, bytes);
    if (edited) await writer.add(name, edited);
  }
  await writer.finish();
  return to;
}

const editJson = (bytes: Buffer, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(bytes.toString('utf8'));
  change(value);
  return Buffer.from(JSON.stringify(value));
};

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(root, name)).isFile(),
  );

/** The restore's own connections are named apart from a server's, as the command names them. */
const restoreTarget = (url: string): DatabaseOptions => ({
  kind: 'postgres',
  url,
  poolSize: 2,
  applicationName: 'madabook-restore',
});

describe('backups and restores', () => {
  let source: TestApp;
  let sourceStorage: PhotoStorage;
  let backupPath: string;
  let keys: string[];
  const backupOf = (database: DatabaseHandle, storage: PhotoStorage, path = newFile('backup.tar.gz')) =>
    createBackup({ database, storage, photoKeys: source.services.photos.storageKeysInUse }, path);

  beforeAll(async () => {
    source = await createTestApp();
    await populate(source);
    sourceStorage = localDiskPhotoStorage(localPhotoDir(source.config.dataDir));
    keys = await source.database.db.transaction((tx) => source.services.photos.storageKeysInUse(tx));
    backupPath = newFile('madabook.tar.gz');
  });
  afterAll(async () => {
    await source?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function expectSameAsSource(target: DatabaseHandle, storage: PhotoStorage) {
    const [expected, restored] = [await tableContents(source.database.db), await tableContents(target.db)];
    expect(Object.keys(restored)).toEqual(Object.keys(expected));
    for (const table of Object.keys(expected)) expect(restored[table], table).toEqual(expected[table]);
    expect(await photoFiles(storage, keys)).toEqual(await photoFiles(sourceStorage, keys));
  }

  describe('a round trip', () => {
    it('backs up every table, each holding rows, and every photo file', async () => {
      const summary = await backupOf(source.database, sourceStorage, backupPath);
      const contents = await tableContents(source.database.db);
      const ourTables = Object.keys(contents).filter((name) => name.startsWith('public.'));
      expect(summary.tables).toBe(ourTables.length);
      // Email verification tokens live only until used; every other table holds rows, so the comparisons prove something.
      expect(ourTables.filter((name) => contents[name]?.length === 0)).toEqual(['public.verification']);
      expect(summary.rows).toBe(ourTables.reduce((sum, name) => sum + (contents[name]?.length ?? 0), 0));
      expect(keys).toHaveLength(6);
      expect(summary).toMatchObject({ photoFiles: keys.length * 3, missingPhotoFiles: 0 });
      expect(() => statSync(`${backupPath}.partial`)).toThrow();
      await expect(backupOf(source.database, sourceStorage, backupPath)).rejects.toThrow('already exists');
    });

    it('restores into a fresh PGlite database and photo folder, which the app then serves', async () => {
      const restored = await createTestApp({ database: await openDatabase({ kind: 'pglite' }) });
      try {
        const storage = localDiskPhotoStorage(localPhotoDir(restored.config.dataDir));
        const summary = await restoreBackup(
          { database: restored.database, storage, description: 'PGlite' },
          backupPath,
          { force: false },
        );
        const migrations = committedMigrations().length;
        expect(summary).toMatchObject({ photoFiles: 18, migrations: { from: migrations, to: migrations } });
        await expectSameAsSource(restored.database, storage);

        const [hotel] = await restored.database.db.select({ slug: schema.hotel.slug }).from(schema.hotel);
        const page = await restored.app.request(`/api/hotels/by-slug/${hotel?.slug}`);
        expect(page.status).toBe(200);
        const { photos } = await readJson(page);
        const served = await restored.app.request(photos[0].urls.large);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(
          Buffer.from((await sourceStorage.read(photos[0].urls.large.split('/')[3], 'large')) ?? []),
        );
      } finally {
        await restored.close();
      }
    });

    describe.skipIf(!testPostgresUrl)('on PostgreSQL', () => {
      it('restores into a fresh PostgreSQL database and a bucket, whose backup restores into PGlite again', async () => {
        const bucket = await startS3Bucket();
        const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
        const target = await openDatabase(restoreTarget(empty.url));
        const again = await openDatabase({ kind: 'pglite' });
        try {
          const storage = s3PhotoStorage(bucket.config);
          await restoreBackup({ database: target, storage, description: 'PostgreSQL' }, backupPath, {
            force: false,
          });
          await expectSameAsSource(target, storage);

          const fromPostgres = (await backupOf(target, storage)).path;
          const againStorage = localDiskPhotoStorage(newFile('photos'));
          await restoreBackup(
            { database: again, storage: againStorage, description: 'PGlite' },
            fromPostgres,
            {
              force: false,
            },
          );
          await expectSameAsSource(again, againStorage);
        } finally {
          await again.close();
          await target.close();
          await empty.drop();
          await bucket.stop();
        }
      });

      it('refuses while a server is connected to the database', async () => {
        const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
        const target = await openDatabase(restoreTarget(empty.url));
        const server = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 });
        try {
          await server.ping();
          const refused = restoreBackup(
            {
              database: target,
              storage: localDiskPhotoStorage(newFile('photos')),
              description: 'the database',
            },
            backupPath,
            { force: false },
          );
          await expect(refused).rejects.toThrow(
            '1 connections of running MadaBook servers are open on the database: stop every instance before restoring.',
          );
        } finally {
          await server.close();
          await target.close();
          await empty.drop();
        }
      });
    });
  });

  describe('the rules of a restore', () => {
    let target: DatabaseHandle;
    let targetPhotos: string;
    let storage: PhotoStorage;
    const restore = (path: string, force = false) =>
      restoreBackup({ database: target, storage, description: 'the target' }, path, { force });

    beforeAll(async () => {
      target = await openDatabase({ kind: 'pglite' });
      targetPhotos = newFile('target-photos');
      storage = localDiskPhotoStorage(targetPhotos);
    });
    afterAll(() => target?.close());

    it('leaves an empty database empty, and adds no photo, when the archive is damaged', async () => {
      const countedWrong = await rewriteArchive(backupPath, (name, bytes) =>
        name === 'complete.json'
          ? editJson(bytes, (complete) => {
              (complete.rows as Record<string, number>).hotel = 3;
            })
          : bytes,
      );
      await expect(restore(countedWrong)).rejects.toThrow('does not hold what its complete.json counts');
      const tables = await selectRows(target.db, sql`select 1 from pg_tables where schemaname = 'public'`);
      expect(tables).toEqual([]);
      expect(filesUnder(targetPhotos)).toEqual([]);
    });

    it('refuses a database holding rows unless forced, and then replaces what it held', async () => {
      await restore(backupPath);
      await expect(restore(backupPath)).rejects.toThrow(BackupError);
      await expect(restore(backupPath)).rejects.toThrow(
        /^Not restored: the target is not empty \(\d+ tables hold rows, such as .+\): restore into an empty database, or add --force to replace its content\.$/,
      );
      await target.db
        .insert(schema.contact)
        .values({ id: 'extra', name: 'Extra', email: 'extra@example.mg' });
      await restore(backupPath, true);
      await expectSameAsSource(target, storage);
    });

    it('keeps what a database held when a forced restore fails, whatever the failure', async () => {
      const before = await tableContents(target.db);
      const photosBefore = filesUnder(targetPhotos).sort();

      const cut = newFile('cut.tar.gz');
      copyFileSync(backupPath, cut);
      truncateSync(cut, Math.floor(statSync(cut).size * 0.8));
      await expect(restore(cut, true)).rejects.toThrow(ArchiveError);

      const duplicated = await rewriteArchive(backupPath, (name, bytes) =>
        name.startsWith('database/hotel/') ? Buffer.concat([bytes, bytes]) : bytes,
      );
      await expect(restore(duplicated, true)).rejects.toThrow(
        /^database\/hotel\/000001\.ndjson could not be loaded: duplicate key value/,
      );

      const noComplete = await rewriteArchive(backupPath, (name, bytes) =>
        name === 'complete.json' ? undefined : bytes,
      );
      await expect(restore(noComplete, true)).rejects.toThrow('ends before complete.json');

      expect(await tableContents(target.db)).toEqual(before);
      expect(filesUnder(targetPhotos).sort()).toEqual(photosBefore);
    });

    it('undoes a restore whose process died half way before the next one', async () => {
      await target.db.transaction(async (tx) => {
        await setSchemasAside(tx);
        await tx.execute(sql`create table public.half_restored (id int)`);
      });
      const summary = await restore(backupPath, true);
      expect(summary.undidInterrupted).toBe(true);
      await expectSameAsSource(target, storage);
    });

    it('refuses what is not a backup of this MadaBook, before touching anything', async () => {
      const before = await tableContents(target.db);
      const text = newFile('notes.tar.gz');
      writeFileSync(text, 'not an archive');
      await expect(restore(text, true)).rejects.toThrow(/not a readable \.tar\.gz/);

      const noManifest = await rewriteArchive(backupPath, (name, bytes) =>
        name === 'manifest.json' ? undefined : bytes,
      );
      await expect(restore(noManifest, true)).rejects.toThrow(
        'is not a MadaBook backup: it does not start with manifest.json.',
      );

      const newer = await rewriteArchive(backupPath, (name, bytes) =>
        name === 'manifest.json'
          ? editJson(bytes, (manifest) => {
              (manifest.migrations as unknown[]).push({ hash: 'f'.repeat(64), createdAt: Date.now() });
            })
          : bytes,
      );
      await expect(restore(newer, true)).rejects.toThrow(
        /comes from a newer MadaBook \(\d+ migrations, this checkout has \d+\)/,
      );

      const other = await rewriteArchive(backupPath, (name, bytes) =>
        name === 'manifest.json'
          ? editJson(bytes, (manifest) => {
              const third = (manifest.migrations as Array<{ hash: string }>)[2];
              if (third) third.hash = 'e'.repeat(64);
            })
          : bytes,
      );
      await expect(restore(other, true)).rejects.toThrow(
        "Migration 3 of this backup differs from this checkout's",
      );

      const stray = await rewriteArchive(backupPath, (_name, bytes) => bytes, [
        { name: 'notes.txt', bytes: Buffer.from('hello') },
      ]);
      await expect(restore(stray, true)).rejects.toThrow(
        'Unexpected entry notes.txt: not part of a MadaBook backup.',
      );
      expect(await tableContents(target.db)).toEqual(before);
    });
  });

  it('brings a backup made before later migrations up to the current schema, its data migrated', async () => {
    const olderFolder = newFile('migrations');
    cpSync(migrationsFolder, olderFolder, { recursive: true });
    const journalPath = join(olderFolder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    const before = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0006_search_by_town');
    journal.entries = journal.entries.slice(0, before);
    writeFileSync(journalPath, JSON.stringify(journal));

    const older = await openDatabase({ kind: 'pglite' });
    const restored = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(older, olderFolder);
      await older.db.execute(sql`insert into hotel (id, name, slug, latitude, longitude, address, city, stars)
                                 values ('h1', 'Hôtel', 'hotel', -18.9, 47.5, 'Rue 1', 'Nosy Be', 3)`);
      await older.db.execute(sql`insert into room (id, hotel_id, name, type, price_per_night, capacity, quantity)
                                 values ('r1', 'h1', 'Double', 'DOUBLE', 100000, 2, 3)`);
      await older.db.execute(
        sql`insert into amenity (id, name_fr, name_en, icon) values ('a1', 'Piscine', 'Pool', 'waves')`,
      );
      await older.db.execute(sql`insert into hotel_amenity (hotel_id, amenity_id) values ('h1', 'a1')`);
      const path = (await backupOf(older, sourceStorage)).path;

      const summary = await restoreBackup(
        { database: restored, storage: localDiskPhotoStorage(newFile('photos')), description: 'PGlite' },
        path,
        { force: false },
      );
      expect(summary.migrations).toEqual({ from: before, to: committedMigrations().length });
      const [hotel] = await selectRows<{
        city_key: string;
        search_card: { amenities: Array<{ id: string }> };
      }>(restored.db, sql`select city_key, search_card from hotel`);
      expect(hotel?.city_key).toBe('nosy be');
      expect(hotel?.search_card.amenities.map((amenity) => amenity.id)).toEqual(['a1']);
      const [room] = await selectRows<{ city_key: string }>(restored.db, sql`select city_key from room`);
      expect(room?.city_key).toBe('nosy be');
    } finally {
      await older.close();
      await restored.close();
    }
  });
});
