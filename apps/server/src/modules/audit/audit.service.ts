import type { AuditEntry, Paginated } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { newId } from '../../lib/ids';
import { pageWindow } from '../../lib/pagination';
import { type AuditFilter, insertAuditEntry, listAuditEntries } from './audit.repo';

/** Who is acting: every admin change names its author. */
export interface Actor {
  id: string;
  email: string;
  requestId?: string;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** JSON columns keep plain data: dates become ISO strings. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export function createAuditService(db: Database) {
  return {
    /** Records a change in the transaction that makes it. */
    record(tx: Database | Transaction, actor: Actor, change: AuditChange) {
      return insertAuditEntry(tx, {
        id: newId(),
        actorId: actor.id,
        actorEmail: actor.email,
        requestId: actor.requestId,
        action: change.action,
        entityType: change.entityType,
        entityId: change.entityId,
        before: snapshot(change.before),
        after: snapshot(change.after),
      });
    },

    async list(
      query: AuditFilter & { page: number; pageSize: number; order: 'asc' | 'desc' },
    ): Promise<Paginated<AuditEntry>> {
      const { rows, total } = await listAuditEntries(db, query, { ...pageWindow(query), order: query.order });
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
