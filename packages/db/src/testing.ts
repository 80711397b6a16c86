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

/**
 * A fresh database on the PostgreSQL server behind `adminUrl`, migrated, and
 * dropped again on close: test files never see each other's rows.
 */
export async function createPostgresTestDatabase(adminUrl: string, poolSize = 20): Promise<DatabaseHandle> {
  const name = `madabook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The PostgreSQL server for the suites that need one, when the environment offers it. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;
