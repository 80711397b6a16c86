import type { AuditEntry, auditListQuerySchema, Paginated } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { newId } from '../../lib/ids';
import { endOfMadagascarDay, startOfMadagascarDay } from '../../lib/madagascar-time';
import { pageOf, pageWindow } from '../../lib/pagination';
import { authorizeAirline, authorizeHotel, type Scope } from '../../lib/scope';
import { type AuditRow, insertAuditEntry, listAuditEntries } from './audit.repo';

/** Who is acting, and in whose name: every change names its author and the scope it used. */
export interface Actor {
  id: string;
  email: string;
  requestId?: string;
  scope: Scope;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** The property the change concerns, so that its owners find it in their log. */
  hotelId?: string | null;
  airlineCode?: string | null;
}

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** JSON columns keep plain data: dates become ISO strings. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  scope: row.scope === 'PARTNER' ? 'PARTNER' : 'PLATFORM',
  createdAt: row.createdAt.toISOString(),
});

export function createAuditService(db: Database) {
  async function list(
    query: AuditListQuery,
    property: { hotelId?: string; airlineCode?: string } = {},
  ): Promise<Paginated<AuditEntry>> {
    const { rows, total } = await listAuditEntries(
      db,
      {
        ...query,
        ...property,
        from: query.from ? startOfMadagascarDay(query.from) : undefined,
        to: query.to ? endOfMadagascarDay(query.to) : undefined,
      },
      { ...pageWindow(query), order: query.order },
    );
    return pageOf(rows.map(toAuditEntry), total, query);
  }

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
        scope: actor.scope.kind === 'platform' ? 'PLATFORM' : 'PARTNER',
        hotelId: change.hotelId ?? null,
        airlineCode: change.airlineCode ?? null,
      });
    },

    /** The whole log (admins). `from` and `to` are whole days in Madagascar time, both included. */
    list: (query: AuditListQuery) => list(query),

    /** The changes that concern one hotel or airline, by its team and the platform alike (its owners). */
    listForProperty(
      scope: Scope,
      property: { hotelId: string } | { airlineCode: string },
      query: AuditListQuery,
    ): Promise<Paginated<AuditEntry>> {
      if ('hotelId' in property) authorizeHotel(scope, property.hotelId, 'audit');
      else authorizeAirline(scope, property.airlineCode, 'audit');
      return list(query, property);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
