import { type Database, schema } from '@madabook/db';
import { asc } from 'drizzle-orm';
import { countRows, searchAny, sortBy } from '../../lib/list-query';

const { betaAccess } = schema;
export type BetaAccessRow = typeof betaAccess.$inferSelect;

const sortColumns = { email: betaAccess.email, createdAt: betaAccess.createdAt };

export async function insertBetaAccess(db: Database, row: typeof betaAccess.$inferInsert) {
  const [created] = await db.insert(betaAccess).values(row).returning();
  return created as BetaAccessRow;
}

export async function listBetaAccess(
  db: Database,
  filter: { q?: string },
  page: { offset: number; limit: number; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const where = searchAny(filter.q, [betaAccess.email]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(betaAccess)
      .where(where)
      .orderBy(sortBy(sortColumns[page.sort], page.order), sortBy(betaAccess.id, page.order))
      .offset(page.offset)
      .limit(page.limit),
    countRows(db, betaAccess, where),
  ]);
  return { rows, total };
}

/** Every sign-up, oldest first, for the export. */
export function allBetaAccess(db: Database) {
  return db.select().from(betaAccess).orderBy(asc(betaAccess.createdAt), asc(betaAccess.id));
}
