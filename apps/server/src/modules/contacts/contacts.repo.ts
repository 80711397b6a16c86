import { type Database, schema, type Transaction } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { countRows, searchAny, sortBy } from '../../lib/list-query';

const { contact } = schema;
export type ContactRow = typeof contact.$inferSelect;

const sortColumns = { name: contact.name, email: contact.email, createdAt: contact.createdAt };

export async function insertContact(db: Database | Transaction, row: typeof contact.$inferInsert) {
  const [created] = await db.insert(contact).values(row).returning();
  return created as ContactRow;
}

export async function findContact(db: Database | Transaction, id: string) {
  const [row] = await db.select().from(contact).where(eq(contact.id, id));
  return row;
}

export async function listContacts(
  db: Database,
  filter: { q?: string },
  page: { offset: number; limit: number; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const where = searchAny(filter.q, [contact.name, contact.email, contact.phoneNumber, contact.note]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contact)
      .where(where)
      .orderBy(sortBy(sortColumns[page.sort], page.order), sortBy(contact.id, page.order))
      .offset(page.offset)
      .limit(page.limit),
    countRows(db, contact, where),
  ]);
  return { rows, total };
}

export async function updateContact(
  db: Database | Transaction,
  id: string,
  values: Partial<typeof contact.$inferInsert>,
) {
  const [updated] = await db.update(contact).set(values).where(eq(contact.id, id)).returning();
  return updated;
}

export async function deleteContact(db: Database | Transaction, id: string) {
  const [deleted] = await db.delete(contact).where(eq(contact.id, id)).returning();
  return deleted;
}
