import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';

const { mailMessage } = schema;
export type MailRow = typeof mailMessage.$inferSelect;
export type NewMailRow = typeof mailMessage.$inferInsert;

export function insertMail(db: Database | Transaction, row: NewMailRow) {
  return db.insert(mailMessage).values(row).returning();
}

/**
 * Takes up to `limit` due messages for this worker: queued ones, failed ones
 * whose next try has come, and ones whose sender died holding them. Rows
 * another instance is taking at the same moment are skipped, not waited for.
 */
export async function claimDueMail(
  db: Database,
  options: { now: Date; limit: number; leaseExpiresAt: Date },
) {
  const due = db
    .select({ id: mailMessage.id })
    .from(mailMessage)
    .where(
      or(
        and(inArray(mailMessage.status, ['queued', 'error']), lte(mailMessage.nextAttemptAt, options.now)),
        and(
          eq(mailMessage.status, 'sending'),
          isNotNull(mailMessage.leaseExpiresAt),
          lte(mailMessage.leaseExpiresAt, options.now),
        ),
      ),
    )
    .orderBy(asc(mailMessage.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailMessage)
    .set({ status: 'sending', leaseExpiresAt: options.leaseExpiresAt })
    .where(inArray(mailMessage.id, due))
    .returning();
}

export function markMailSent(
  db: Database,
  id: string,
  options: { attempts: number; transport: string; now: Date },
) {
  return db
    .update(mailMessage)
    .set({
      status: 'sent',
      attempts: options.attempts,
      sentAt: options.now,
      transport: options.transport,
      lastError: null,
      nextAttemptAt: null,
      leaseExpiresAt: null,
    })
    .where(eq(mailMessage.id, id));
}

export function markMailFailed(
  db: Database,
  id: string,
  options: { attempts: number; error: string; retryAt: Date | null },
) {
  return db
    .update(mailMessage)
    .set({
      status: 'error',
      attempts: options.attempts,
      lastError: options.error,
      nextAttemptAt: options.retryAt,
      leaseExpiresAt: null,
    })
    .where(eq(mailMessage.id, id));
}

export async function findMail(db: Database, id: string) {
  const [row] = await db.select().from(mailMessage).where(eq(mailMessage.id, id));
  return row;
}
