import type { Database, Transaction } from '@madabook/db';
import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** LIKE's own wildcards in a search term match themselves, not anything. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/** Rows where any of `columns` contains `term`, ignoring case; no condition without a term. */
export function searchAny(term: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const sortBy = (column: AnyPgColumn, order: 'asc' | 'desc') =>
  order === 'asc' ? asc(column) : desc(column);

export async function countRows(db: Database | Transaction, table: PgTable, where?: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
