import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from './client';
import { committedMigrations, migrateDatabase, migrationsFolder } from './migrate';
import {
  createEmptyPostgresDatabase,
  createPostgresTestDatabase,
  createTestDatabase,
  testPostgresUrl,
} from './testing';

const expectedTables = ['account', 'session', 'user', 'verification'];

async function tableNames(handle: DatabaseHandle) {
  const rows = await selectRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

function migrationSuite(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('applies every migration to an empty database', async () => {
    handle = await open();
    expect(await tableNames(handle)).toEqual(expect.arrayContaining(expectedTables));
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('is a no-op when run again', async () => {
    await migrateDatabase(handle);
    expect(await tableNames(handle)).toEqual(expect.arrayContaining(expectedTables));
  });
}

describe('migrations on PGlite', () => migrationSuite(createTestDatabase));

if (!testPostgresUrl) {
  console.warn('PostgreSQL migration suite skipped: TEST_DATABASE_URL is not set.');
}
describe.skipIf(!testPostgresUrl)('migrations on PostgreSQL', () =>
  migrationSuite(() => createPostgresTestDatabase(testPostgresUrl as string)),
);

describe('migrations run all or none', () => {
  let handle: DatabaseHandle;
  const folder = mkdtempSync(join(tmpdir(), 'madabook-migrations-'));
  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves an empty database empty when a later migration fails', async () => {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(folder, '9999_broken.sql'), 'select * from no_such_table;');

    handle = await openDatabase({ kind: 'pglite' });
    await expect(migrateDatabase(handle, folder)).rejects.toThrow(/no_such_table/);
    expect(await tableNames(handle)).toEqual([]);
    await migrateDatabase(handle);
    expect(await tableNames(handle)).toEqual(expect.arrayContaining(expectedTables));
  });
});

describe.skipIf(!testPostgresUrl)('migrations of instances started together on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('run once: the later instances wait, then find nothing to do', async () => {
    const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
    drop = empty.drop;
    for (let count = 0; count < 3; count += 1) {
      handles.push(await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 }));
    }
    await Promise.all(handles.map((handle) => migrateDatabase(handle)));
    const [first] = handles as [DatabaseHandle];
    const applied = await selectRows<{ hash: string }>(
      first.db,
      sql`select hash from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => row.hash)).toEqual(committedMigrations().map((migration) => migration.hash));
  });
});
