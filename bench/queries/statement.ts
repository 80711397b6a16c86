import { type Database, schema } from '@madabook/db';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';

/** One SQL statement as a driver takes it: text with $1… placeholders, and their values. */
export interface Statement {
  text: string;
  params: unknown[];
}

export type Row = Record<string, unknown>;

/** Runs a statement and answers its rows: the raw baseline's pool, or the EXPLAIN check. */
export type Run = (statement: Statement) => Promise<Row[]>;

/** The app's casing (snake_case): a drizzle SQL renders here exactly as the app's driver sends it. */
const dialect = new PgDialect({ casing: 'snake_case' });

export function render(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

/**
 * The statements a repository function sends, with their values, caught by a
 * stand-in driver that answers each with `answer` (no rows by default). For
 * the app's queries that are not exported as SQL builders: it runs them as
 * they are, so their SQL is never copied.
 */
export async function capture(
  use: (db: Database) => Promise<unknown>,
  answer: (statement: Statement) => Row[] = () => [],
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const client = {
    async query(config: string | { text: string }, params?: unknown[]) {
      const statement = { text: typeof config === 'string' ? config : config.text, params: params ?? [] };
      statements.push(statement);
      return { rows: answer(statement), fields: [], rowCount: 0, command: 'SELECT' };
    },
  };
  const db = drizzle({ client: client as never, schema, casing: 'snake_case' }) as unknown as Database;
  await use(db);
  return statements;
}

/** The one statement a function sends; an error if it sends none or several. */
export async function captureOne(use: (db: Database) => Promise<unknown>): Promise<Statement> {
  const statements = await capture(use);
  if (statements.length !== 1 || !statements[0]) {
    throw new Error(`expected one statement, caught ${statements.length}`);
  }
  return statements[0];
}
