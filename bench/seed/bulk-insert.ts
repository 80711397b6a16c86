/** What both drivers answer: node-postgres' client and PGlite take `query(text, params)`. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Column {
  name: string;
  /** The PostgreSQL type of the array the values travel in. */
  type: string;
  /** A cast applied after unnest, for values that travel as text (e.g. `integer[]` literals). */
  cast?: string;
}

export interface TableSpec {
  table: string;
  columns: readonly Column[];
}

const quote = (name: string) => `"${name}"`;

/** One INSERT … SELECT FROM unnest($1::type[], …): a whole batch in one statement and one array per column. */
export function insertStatement(spec: TableSpec): string {
  const names = spec.columns.map((column) => quote(column.name)).join(', ');
  const arrays = spec.columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const aliases = spec.columns.map((_, index) => `c${index}`);
  const values = spec.columns.map((column, index) =>
    column.cast ? `c${index}::${column.cast}` : `c${index}`,
  );
  return `insert into ${quote(spec.table)} (${names}) select ${values.join(', ')} from unnest(${arrays}) as u(${aliases.join(', ')})`;
}

/** Rows of one table gathered column by column, ready to be sent as arrays. */
export function createBatch(spec: TableSpec) {
  let columns: unknown[][] = spec.columns.map(() => []);
  return {
    spec,
    add(...values: unknown[]) {
      for (let index = 0; index < values.length; index++) (columns[index] as unknown[]).push(values[index]);
    },
    get size() {
      return (columns[0] as unknown[]).length;
    },
    /** The gathered columns; the batch starts again empty. */
    take(): unknown[][] {
      const taken = columns;
      columns = spec.columns.map(() => []);
      return taken;
    },
  };
}

export type Batch = ReturnType<typeof createBatch>;

/**
 * Sends batches one after another on one connection, letting the next batch
 * be drawn while the database writes the previous ones (at most `inFlight`).
 */
export function createWriter(client: SqlClient, inFlight = 2) {
  const pending: Promise<unknown>[] = [];
  let failure: unknown;
  const statements = new Map<TableSpec, string>();
  let rows = 0;
  return {
    async write(batch: Batch) {
      if (failure) throw failure;
      if (batch.size === 0) return;
      rows += batch.size;
      let statement = statements.get(batch.spec);
      if (!statement) {
        statement = insertStatement(batch.spec);
        statements.set(batch.spec, statement);
      }
      while (pending.length >= inFlight) await pending.shift();
      pending.push(
        client.query(statement, batch.take()).catch((error: unknown) => {
          failure ??= error;
        }),
      );
    },
    async flush() {
      await Promise.all(pending.splice(0));
      if (failure) throw failure;
    },
    get rows() {
      return rows;
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;
