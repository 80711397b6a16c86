import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, selectRows } from './client';
import { migrateDatabase } from './migrate';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from './testing';

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
