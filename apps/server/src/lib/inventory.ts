import { selectRows, type Transaction } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table of the one inventory pattern for everything sold (a room type's
 * night, a cabin on a departure): rows holding `for_sale` and `sold`, with a
 * CHECK keeping `sold` between 0 and `for_sale`, so no code path can oversell.
 */
export type InventoryTable = PgTable & { sold: AnyPgColumn; forSale: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Takes `quantity` units on every row `rows` selects, one conditional write:
 * a row changes only while its sold units plus these stay within those for
 * sale. Answers the rows taken (with `returning`); fewer than asked mean some
 * did not fit, and the caller rolls its transaction back.
 */
export function takeUnits<Row = { taken: number }>(
  tx: Transaction,
  table: InventoryTable,
  take: { rows: SQL; quantity: number; returning?: SQL },
): Promise<Row[]> {
  return selectRows<Row>(
    tx,
    sql`update ${table} set sold = sold + ${take.quantity}, updated_at = now()
        where (${take.rows}) and sold + ${take.quantity} <= for_sale
        returning ${take.returning ?? sql`1 as taken`}`,
  );
}

/** Gives back `quantity` units on every row `rows` selects (a cancellation). */
export async function releaseUnits(
  tx: Transaction,
  table: InventoryTable,
  release: { rows: SQL; quantity: number },
): Promise<void> {
  await tx.execute(
    sql`update ${table} set sold = sold - ${release.quantity}, updated_at = now() where (${release.rows})`,
  );
}
