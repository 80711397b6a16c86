import { selectRows, type Transaction } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';
import { dataSchema, type TableShape } from './database-catalogue';

/** Rows fetched, and written to the archive, at a time. */
export const rowsPerChunk = 1000;

const tableOf = (table: TableShape) => sql`${sql.identifier(dataSchema)}.${sql.identifier(table.name)}`;
const columnList = (table: TableShape) =>
  sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/**
 * Reads a table's rows through a cursor, `rowsPerChunk` at a time, each row as
 * one line of JSON in PostgreSQL's own text forms (exact numbers, instants with
 * their zone, bytea in hex), which `loadRows` turns back into the same values.
 */
export async function* dumpRows(tx: Transaction, table: TableShape): AsyncGenerator<string[]> {
  const cursor = sql.identifier(`dump_${table.name}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for
        select to_jsonb(picked)::text as line from (select ${columnList(table)} from ${tableOf(table)}) as picked`,
  );
  try {
    while (true) {
      const rows = await selectRows<{ line: string }>(
        tx,
        sql`fetch forward ${sql.raw(String(rowsPerChunk))} from ${cursor}`,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => row.line);
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
}

/** Inserts rows written by `dumpRows`, identity values included, and answers how many. */
export async function loadRows(tx: Transaction, table: TableShape, lines: string[]): Promise<number> {
  if (lines.length === 0) return 0;
  const json = `[${lines.join(',')}]`;
  const insert: SQL = sql`insert into ${tableOf(table)} (${columnList(table)}) overriding system value
    select ${columnList(table)} from jsonb_populate_recordset(null::${tableOf(table)}, ${json}::jsonb)`;
  await tx.execute(insert);
  return lines.length;
}
