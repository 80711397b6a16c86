import { type Database, selectRows, type Transaction } from '@madabook/db';
import { sql } from 'drizzle-orm';
import { dataSchema } from './database-catalogue';

// Where a restore keeps the database it replaces until the new one is whole.
const ours = { current: sql.identifier(dataSchema), aside: sql.identifier('madabook_replaced') };
const drizzles = { current: sql.identifier('drizzle'), aside: sql.identifier('madabook_replaced_drizzle') };

async function schemaExists(tx: Transaction, name: string): Promise<boolean> {
  const rows = await selectRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from pg_namespace where nspname = ${name}) as found`,
  );
  return rows[0]?.found === true;
}

/** Renames our schema and drizzle's aside (an empty one stands in for a missing one) and starts ours anew. */
export async function setSchemasAside(tx: Transaction) {
  for (const [name, schema] of [
    [dataSchema, ours],
    ['drizzle', drizzles],
  ] as const) {
    if (await schemaExists(tx, name))
      await tx.execute(sql`alter schema ${schema.current} rename to ${schema.aside}`);
    else await tx.execute(sql`create schema ${schema.aside}`);
  }
  await tx.execute(sql`create schema ${ours.current}`);
}

/** The restore is whole: what it replaced goes, in the same transaction. */
export async function dropSchemasSetAside(tx: Transaction) {
  await tx.execute(sql`drop schema ${ours.aside} cascade`);
  await tx.execute(sql`drop schema ${drizzles.aside} cascade`);
}

/**
 * Puts back the schemas a restore set aside and did not finish replacing
 * (it failed, or its process died); answers whether there was one to undo.
 */
export async function undoRestore(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await schemaExists(tx, 'madabook_replaced'))) return false;
    for (const schema of [ours, drizzles]) {
      await tx.execute(sql`drop schema if exists ${schema.current} cascade`);
      await tx.execute(sql`alter schema ${schema.aside} rename to ${schema.current}`);
    }
    return true;
  });
}
