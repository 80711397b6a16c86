import { type Database, schema, type Transaction } from '@madabook/db';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { countRows, searchAny, sortBy } from '../../lib/list-query';

const { auditLog } = schema;
export type AuditRow = typeof auditLog.$inferSelect;

export function insertAuditEntry(db: Database | Transaction, row: typeof auditLog.$inferInsert) {
  return db.insert(auditLog).values(row);
}

export interface AuditFilter {
  q?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  actorId?: string;
  /** The changes that concern one property (what its owners read). */
  hotelId?: string;
  airlineCode?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const conditions: Array<SQL | undefined> = [
    searchAny(filter.q, [auditLog.actorEmail, auditLog.action, auditLog.entityType, auditLog.entityId]),
  ];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.hotelId) conditions.push(eq(auditLog.hotelId, filter.hotelId));
  if (filter.airlineCode) conditions.push(eq(auditLog.airlineCode, filter.airlineCode));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(sortBy(auditLog.createdAt, page.order), sortBy(auditLog.id, page.order))
      .offset(page.offset)
      .limit(page.limit),
    countRows(db, auditLog, where),
  ]);
  return { rows, total };
}
