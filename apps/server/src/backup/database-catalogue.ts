import { selectRows, type Transaction } from '@madabook/db';
import { sql } from 'drizzle-orm';

/** Our tables live in `public`; drizzle's record of migrations lives apart and is rebuilt by migrating. */
export const dataSchema = 'public';

export interface TableShape {
  name: string;
  /** The columns a row is written with: every column but the generated ones, in table order. */
  columns: string[];
}

export interface SequenceValue {
  name: string;
  value: number;
}

/**
 * Every table of the schema, read from the database's catalogue (so a new
 * table cannot be forgotten), each after the tables its foreign keys point to.
 */
export async function listTables(tx: Transaction): Promise<TableShape[]> {
  const columns = await selectRows<{ table: string; column: string }>(
    tx,
    sql`select c.relname as table, a.attname as column
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = ${dataSchema} and c.relkind in ('r', 'p') and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await selectRows<{ table: string; referenced: string }>(
    tx,
    sql`select distinct c.relname as table, r.relname as referenced
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = ${dataSchema} and c.oid <> r.oid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  return referencedFirst([...shapes.values()], references);
}

/** Tables ordered so that each comes after those it references; a cycle cannot be loaded row by row. */
function referencedFirst(tables: TableShape[], references: Array<{ table: string; referenced: string }>) {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((ref) => ref.table !== table.name || placed.has(ref.referenced)),
    );
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle among ${remaining.map((table) => table.name).join(', ')}`);
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The schema's sequences that have been used, with their current value. */
export function listSequences(tx: Transaction): Promise<SequenceValue[]> {
  return selectRows<SequenceValue>(
    tx,
    sql`select sequencename as name, last_value::float8 as value from pg_sequences
        where schemaname = ${dataSchema} and last_value is not null order by sequencename`,
  );
}

/** The tables of the schema that hold at least one row. */
export async function tablesWithRows(tx: Transaction): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(tx)) {
    const [row] = await selectRows<{ some: boolean }>(
      tx,
      sql`select exists (select 1 from ${sql.identifier(dataSchema)}.${sql.identifier(table.name)}) as some`,
    );
    if (row?.some) found.push(table.name);
  }
  return found;
}
