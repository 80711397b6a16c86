import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';
import { committedMigrations, migrateDatabase } from './migrate';

/**
 * Where the migrated template lives: named after the migrations and the PGlite version, so that a new
 * migration or engine makes a new one.
 */
function templatePath(): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteRoot = pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/'));
  const key = createHash('sha256')
    .update(JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')).version)
    .update(
      committedMigrations()
        .map((migration) => migration.hash)
        .join(),
    )
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `madabook-test-database-${key}.tar`);
}

/**
 * The files of an empty database with every migration applied, made once for all the test files (in a
 * file beside the system's temporary ones) and copied by each: migrating takes about 2 s, a copy 0.4 s.
 */
async function migratedTemplate(): Promise<Blob> {
  const path = templatePath();
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(handle);
    // Written to its files first: a copy started from WAL alone sets its sequences 32 values ahead, as
    // PostgreSQL does after a crash, and a copy must equal a database just migrated.
    await handle.db.execute(sql`checkpoint`);
    const files = await handle.dumpFiles?.();
    if (!files) throw new Error('PGlite dumps its files');
    // Written aside and renamed: a test file reading it meanwhile never sees half of it.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await files.arrayBuffer()));
    renameSync(partial, path);
    return files;
  } finally {
    await handle.close();
  }
}

/** A fresh in-memory PGlite database with every migration applied. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
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
