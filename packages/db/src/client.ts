import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { releasingTransactions } from './pooled-transactions';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both engines: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive, which `loadDataDir` starts another from (PGlite only). */
  dumpFiles?(): Promise<Blob>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle connection dropped by the server (restart, failover): the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
      /** How the connections name themselves to PostgreSQL (`pg_stat_activity`); the server's by default. */
      applicationName?: string;
      /** How long a query waits for a connection, new or free in the pool, before it fails; 5 s by default. */
      connectTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from another's
   * files (`dumpFiles`): the tests' migrated template.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const casing = 'snake_case' as const;

/** The name the server's connections give PostgreSQL, so that a restore can tell whether servers still run. */
export const serverApplicationName = 'madabook';

/** A server out of reach fails a request after this, instead of holding it for the system's TCP timeout. */
export const defaultConnectTimeoutMs = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? serverApplicationName,
      connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
    });
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = releasingTransactions(drizzlePostgres(pool, { schema, casing }) as unknown as Database, pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    dumpFiles: () => client.dumpDataDir('none'),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing });

/** One statement as the database gets it: text with $1… placeholders, its values, and the name it is prepared under. */
export interface PreparedStatement {
  name: string;
  sql: string;
  params: unknown[];
}

/** The name a statement is prepared under on each connection: one per distinct text. */
export function preparedStatementName(text: string): string {
  return `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** Renders SQL built with `sql.placeholder(...)` once, as the app's driver sends it. */
export function renderQuery(query: SQL): Query {
  return dialect.sqlToQuery(query);
}

/** A rendered query with its placeholders filled with these values. */
export function statementWith(rendered: Query, values: Record<string, unknown>): PreparedStatement {
  return {
    name: preparedStatementName(rendered.sql),
    sql: rendered.sql,
    params: fillPlaceholders(rendered.params, values),
  };
}

/**
 * Runs a statement as a named prepared statement and returns its rows:
 * PostgreSQL plans it once per connection instead of on every call, which
 * matters for a large query sent many times a second (the search).
 */
export async function selectStatementRows<Row>(
  db: Database | Transaction,
  statement: PreparedStatement,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(statement, undefined, statement.name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * Something made once per database and kept with it, such as prepared
 * statements built from the query builder: a test's fresh database gets its own.
 */
export function perDatabase<Made>(make: (db: Database) => Made): (db: Database) => Made {
  const made = new WeakMap<Database, Made>();
  return (db) => {
    let found = made.get(db);
    if (found === undefined) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}
