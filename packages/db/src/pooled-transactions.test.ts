import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client';
import { createEmptyPostgresDatabase, testPostgresUrl } from './testing';

describe.skipIf(!testPostgresUrl)('transactions on a PostgreSQL pool', () => {
  it('give their connection back when BEGIN fails: a pool of one still serves', async () => {
    const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
    const database = await openDatabase({
      kind: 'postgres',
      url: empty.url,
      poolSize: 1,
      connectTimeoutMs: 1_000,
    });
    try {
      // An isolation level PostgreSQL does not know: BEGIN itself fails, as when PostgreSQL shuts down.
      for (let attempt = 0; attempt < 3; attempt++) {
        await expect(
          database.db.transaction(async () => 'never', { isolationLevel: 'nonsense' as never }),
        ).rejects.toThrow();
      }
      const answered = await database.db.transaction((tx) =>
        selectRows<{ one: number }>(tx, sql`select 1 as one`),
      );
      expect(answered).toEqual([{ one: 1 }]);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await empty.drop();
    }
  });

  it('fail, without ending the process, when their connection breaks between two queries', async () => {
    const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
    const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 });
    const admin = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          const [own] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await selectRows(admin.db, sql`select pg_terminate_backend(${own?.pid})`);
          // PostgreSQL's goodbye arrives while the transaction does something else.
          await sleep(200);
          await tx.execute(sql`select 1`);
        }),
      ).rejects.toThrow();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await admin.close();
      await database.close();
      await empty.drop();
    }
  });

  it('still commit, roll back and nest', async () => {
    const empty = await createEmptyPostgresDatabase(testPostgresUrl as string);
    const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    const { db } = database;
    try {
      await db.execute(sql`create table note (text text not null)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into note values ('kept')`);
        await tx
          .transaction(async (nested) => {
            await nested.execute(sql`insert into note values ('savepoint rolled back')`);
            throw new Error('undo the savepoint');
          })
          .catch(() => undefined);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into note values ('rolled back')`);
          throw new Error('undo it all');
        }),
      ).rejects.toThrow('undo it all');
      expect(await selectRows(db, sql`select text from note`)).toEqual([{ text: 'kept' }]);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
