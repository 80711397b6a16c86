import { type Database, selectRows } from '@madabook/db';
import { sql } from 'drizzle-orm';

/**
 * Every row of every table of the database, found in its catalogue (our schema
 * and drizzle's record of migrations alike, so that no table can be left out),
 * each row as JSON text in UTC, sorted: two databases hold the same data when
 * these are equal. Sequences come along with their current value.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await selectRows<{ schema: string; name: string }>(
      tx,
      sql`select n.nspname as schema, c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_%'
          order by 1, 2`,
    );
    const contents: Record<string, string[]> = {};
    for (const { schema, name } of tables) {
      const rows = await selectRows<{ row: string }>(
        tx,
        sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
      );
      contents[`${schema}.${name}`] = rows.map((row) => row.row).sort();
    }
    const sequences = await selectRows<{ schema: string; name: string; value: string | null }>(
      tx,
      sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences order by 1, 2`,
    );
    contents['(sequences)'] = sequences.map((each) => `${each.schema}.${each.name}=${each.value}`);
    return contents;
  });
}
