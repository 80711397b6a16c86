import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/** A fresh in-memory PGlite database with every migration applied. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}

/** A new empty database on the PostgreSQL server behind `adminUrl`: its URL, and what drops it again. */
export async function createEmptyPostgresDatabase(adminUrl: string) {
  const name = `madabook_test_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}

/**
 * A fresh database on the PostgreSQL server behind `adminUrl`, migrated, and
 * dropped again on close: test files never see each other's rows.
 */
export async function createPostgresTestDatabase(adminUrl: string, poolSize = 20): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** The PostgreSQL server for the suites that need one, when the environment offers it. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;
