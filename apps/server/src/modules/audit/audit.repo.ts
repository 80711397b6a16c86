import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';

const { auditLog } = schema;
export type AuditRow = typeof auditLog.$inferSelect;

export function insertAuditEntry(db: Database | Transaction, row: typeof auditLog.$inferInsert) {
  return db.insert(auditLog).values(row);
}

export interface AuditFilter {
  entityType?: string;
  action?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
}

export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(page.order === 'asc' ? asc(auditLog.createdAt) : desc(auditLog.createdAt))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
