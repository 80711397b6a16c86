import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from '@madabook/db';

interface AuthTransactionStore {
  tx: Transaction;
  failure?: unknown;
  /** What to do once the transaction has committed. */
  committed: Array<() => void>;
}

/** Thrown inside the transaction so that a 5xx from better-auth rolls it back. */
class FailedResponse extends Error {
  constructor(readonly response: Response) {
    super(`auth answered ${response.status}`);
  }
}

/**
 * better-auth runs its queries, and calls our mail hooks, without one
 * transaction around a request. We give it a database that resolves to the
 * transaction of the current request, so the token it writes and the mail we
 * queue commit or roll back together. Its own transactions become savepoints.
 */
export function createAuthTransactions(db: Database) {
  const storage = new AsyncLocalStorage<AuthTransactionStore>();

  const authDatabase = new Proxy(db, {
    get(target, property) {
      const current = (storage.getStore()?.tx ?? target) as object;
      const value = Reflect.get(current, property);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });

  /** Runs `work` in one transaction: a thrown error, a failed hook or a 5xx response rolls it back. */
  async function withAuthTransaction<T>(work: () => Promise<T>): Promise<T> {
    const committed: Array<() => void> = [];
    try {
      const result = await db.transaction((tx) =>
        storage.run({ tx, committed }, async () => {
          const result = await work();
          const failure = storage.getStore()?.failure;
          if (failure) throw failure;
          if (result instanceof Response && result.status >= 500) throw new FailedResponse(result);
          return result;
        }),
      );
      for (const effect of committed) effect();
      return result;
    } catch (error) {
      if (error instanceof FailedResponse) return error.response as T;
      throw error;
    }
  }

  /**
   * The transaction of the auth request in progress. A hook that writes must
   * run inside one: better-auth swallows a hook's error, so we record it and
   * fail the whole request instead of losing the write.
   */
  async function inAuthTransaction(write: (tx: Transaction) => Promise<unknown>): Promise<void> {
    const store = storage.getStore();
    if (!store) throw new Error('an auth side effect ran outside withAuthTransaction');
    try {
      await write(store.tx);
    } catch (error) {
      store.failure = error;
      throw error;
    }
  }

  /**
   * Runs `effect` once the auth request's transaction has committed (at once outside one): what
   * others may read again, such as a forgotten session, must not be read before the change is in.
   */
  function afterCommit(effect: () => void): void {
    const store = storage.getStore();
    if (store) store.committed.push(effect);
    else effect();
  }

  return { authDatabase, withAuthTransaction, inAuthTransaction, afterCommit };
}

export type AuthTransactions = ReturnType<typeof createAuthTransactions>;
