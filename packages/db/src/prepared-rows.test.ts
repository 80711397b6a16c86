import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  preparedStatementName,
  renderQuery,
  selectRows,
  selectStatementRows,
  statementWith,
} from './client';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from './testing';

const doubledQuery = renderQuery(
  sql`select ${sql.placeholder('value')}::int * 2 as doubled, ${'x'}::text as label`,
);
const doubled = (value: number) => statementWith(doubledQuery, { value });

function preparedSuite(open: () => Promise<DatabaseHandle>, engine: 'pglite' | 'postgres') {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it('answers each call with its own values, many times over a pool of connections', async () => {
    const values = Array.from({ length: 40 }, (_, index) => index);
    const answers = await Promise.all(
      values.map((value) => selectStatementRows<{ doubled: number }>(handle.db, doubled(value))),
    );
    expect(answers.map((rows) => rows[0]?.doubled)).toEqual(values.map((value) => value * 2));
  });

  it('keeps statements of different texts apart', async () => {
    const other = await selectStatementRows<{ tripled: number }>(
      handle.db,
      statementWith(renderQuery(sql`select ${5}::int * 3 as tripled`), {}),
    );
    expect(other).toEqual([{ tripled: 15 }]);
    expect(await selectStatementRows(handle.db, doubled(4))).toEqual([{ doubled: 8, label: 'x' }]);
  });

  it('runs inside a transaction', async () => {
    const rows = await handle.db.transaction((tx) =>
      selectStatementRows<{ doubled: number }>(tx, doubled(21)),
    );
    expect(rows[0]?.doubled).toBe(42);
  });

  // Only a server prepares statements under a name; PGlite runs them in the process.
  if (engine === 'postgres') {
    it('is prepared on the server under its name', async () => {
      await selectStatementRows(handle.db, doubled(1));
      // Prepared statements belong to a connection: ask on the one that ran it, in a transaction.
      const names = await handle.db.transaction(async (tx) => {
        await selectStatementRows(tx, doubled(1));
        return selectRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
      });
      expect(names.map((row) => row.name)).toContain(preparedStatementName(doubledQuery.sql));
    });
  }
}

describe('prepared statements on PGlite', () => preparedSuite(createTestDatabase, 'pglite'));
describe.skipIf(!testPostgresUrl)('prepared statements on PostgreSQL', () =>
  preparedSuite(() => createPostgresTestDatabase(testPostgresUrl as string), 'postgres'),
);
