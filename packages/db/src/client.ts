import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle connection dropped by the server (restart, failover): the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const casing = 'snake_case' as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzlePostgres(pool, { schema, casing }) as unknown as Database;
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
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema, casing }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing });

/** The name a statement is prepared under on each connection: one per distinct text. */
export function preparedStatementName(text: string): string {
  return `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/**
 * Like `selectRows`, as a named prepared statement: PostgreSQL plans it once
 * per connection instead of on every call, which matters for a large query
 * sent many times a second (the search). Its text must not embed values.
 */
export async function selectPreparedRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const statement = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(
    statement,
    undefined,
    preparedStatementName(statement.sql),
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
