import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@madabook/db';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';

/** One SQL statement as a driver takes it: text with $1… placeholders, and their values. */
export interface Statement {
  text: string;
  params: unknown[];
  /** Set when the app sends it as a named prepared statement (`selectStatementRows`). */
  name?: string;
}

export type Row = Record<string, unknown>;

/**
 * Runs a statement and answers its rows: the raw baseline's pool, or the
 * EXPLAIN check. `name` says which of the app's statements it is
 * (`search`, `availability:rooms`…), for reports; the pool ignores it.
 */
export type Run = (statement: Statement, name: string) => Promise<Row[]>;

/** The app's casing (snake_case): a drizzle SQL renders here exactly as the app's driver sends it. */
const dialect = new PgDialect({ casing: 'snake_case' });

export function render(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

interface Catch {
  statements: Statement[];
  answer: (statement: Statement) => Row[];
}

/** Which capture a statement belongs to: captures run concurrently in the raw baseline. */
const catches = new AsyncLocalStorage<Catch>();

/**
 * One stand-in driver for every capture, made once: building a drizzle
 * instance with the schema costs about 0.2 ms, more than many statements
 * take to run, and the raw baseline captures on every request.
 */
const standIn = drizzle({
  client: {
    async query(config: string | { text: string }, params?: unknown[]) {
      const current = catches.getStore();
      if (!current) throw new Error('a statement was sent outside capture()');
      const statement = { text: typeof config === 'string' ? config : config.text, params: params ?? [] };
      current.statements.push(statement);
      return { rows: current.answer(statement), fields: [], rowCount: 0, command: 'SELECT' };
    },
  } as never,
  schema,
  casing: 'snake_case',
}) as unknown as Database;

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
  const current: Catch = { statements: [], answer };
  // Awaited inside the context: a query builder (a lazy thenable) sends its statement when awaited.
  await catches.run(current, async () => {
    await use(standIn);
  });
  return current.statements;
}

/** The one statement a function sends; an error if it sends none or several. */
export async function captureOne(use: (db: Database) => Promise<unknown>): Promise<Statement> {
  const statements = await capture(use);
  if (statements.length !== 1 || !statements[0]) {
    throw new Error(`expected one statement, caught ${statements.length}`);
  }
  return statements[0];
}

/** What a template's statements vary with: strings, and lists of strings (their length is part of the shape). */
export type TemplateValue = string | readonly string[];

interface Caught {
  text: string;
  /** Per placeholder: the index of the call's value that fills it, or a value the function itself put there. */
  slots: Array<{ value: number } | { constant: unknown }>;
}

/** Stand-in values no real one looks like: each marks where a call's value lands among the parameters. */
const markerPrefix = `bench-value-${randomUUID()}-`;
const marker = (index: number) => `${markerPrefix}${index}`;
/** Which value a parameter is the marker of; `undefined` for any other parameter. */
function markedValue(param: unknown): number | undefined {
  if (typeof param !== 'string' || !param.includes(markerPrefix)) return undefined;
  const index = param.slice(markerPrefix.length);
  if (!param.startsWith(markerPrefix) || !/^\d+$/.test(index)) {
    throw new Error(`a value was transformed on its way to a parameter: ${JSON.stringify(param)}`);
  }
  return Number(index);
}

/**
 * A repository function's statement, caught once per shape (how many values
 * each list holds) with marker values, then filled with each call's values.
 * The raw baseline thus sends the app's statement without building it with
 * drizzle on every request (a capture costs about 75 µs of drizzle, what the
 * app spends and the baseline should not). Answers `undefined` when the
 * function sends nothing for these values (an empty list, say).
 *
 * Only for functions that send at most one statement whose text depends on
 * nothing but the shape of their values, and that pass each value through to
 * a parameter unchanged: a value that is transformed or dropped is an error.
 */
export function template<Values extends TemplateValue[]>(
  use: (db: Database, ...values: Values) => Promise<unknown>,
): (...values: Values) => Promise<Statement | undefined> {
  const byShape = new Map<string, Caught | null>();
  const catchShape = async (values: Values): Promise<Caught | null> => {
    let next = 0;
    const marked = values.map((value) =>
      typeof value === 'string' ? marker(next++) : value.map(() => marker(next++)),
    ) as Values;
    const statements = await capture((db) => use(db, ...marked));
    if (statements.length > 1) throw new Error(`a template sends one statement, caught ${statements.length}`);
    const [statement] = statements;
    if (!statement) return null;
    if (statement.text.includes(markerPrefix)) throw new Error('a value was written into the SQL text');
    const seen = new Set<number>();
    const slots = statement.params.map((param) => {
      const value = markedValue(param);
      if (value === undefined) return { constant: param };
      seen.add(value);
      return { value };
    });
    if (seen.size !== next)
      throw new Error(`${next - seen.size} of ${next} values never reached a parameter`);
    return { text: statement.text, slots };
  };
  return async (...values) => {
    const shape = values.map((value) => (typeof value === 'string' ? 's' : value.length)).join(',');
    let caught = byShape.get(shape);
    if (caught === undefined) {
      caught = await catchShape(values);
      byShape.set(shape, caught);
    }
    if (!caught) return undefined;
    const flat = values.flat();
    return {
      text: caught.text,
      params: caught.slots.map((slot) => ('value' in slot ? flat[slot.value] : slot.constant)),
    };
  };
}
