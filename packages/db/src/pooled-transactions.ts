import { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';

type SessionParts = ConstructorParameters<typeof NodePgSession>;

/**
 * drizzle's transactions on a pool (0.45) send BEGIN before the try/finally that gives their
 * connection back: a BEGIN that fails (PostgreSQL shutting down, a connection dropped while idle)
 * keeps that connection checked out for good, and a few such failures leave the pool empty, every
 * query then waiting for a connection that never comes (drizzle-orm issues #6023, #6241). Nor do
 * they listen for their connection's errors. Here each transaction takes its connection itself,
 * hears it break, and gives it back whatever happens; one that broke is dropped, not lent again.
 */
export function releasingTransactions(db: Database, pool: pg.Pool): Database {
  const { dialect, schema, options } = db._.session as unknown as {
    dialect: SessionParts[1];
    schema: SessionParts[2];
    options: SessionParts[3];
  };
  const transaction = async <Result>(
    work: Parameters<Database['transaction']>[0],
    config?: Parameters<Database['transaction']>[1],
  ): Promise<Result> => {
    const client = await pool.connect();
    // A connection lent by the pool that breaks between two queries emits 'error': unheard, that
    // ends the process. Heard, the transaction's next query fails, and the connection is dropped.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      const session = new NodePgSession(client, dialect, schema, options);
      return (await session.transaction(work as never, config)) as Result;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };
  return Object.assign(db, { transaction: transaction as Database['transaction'] });
}
