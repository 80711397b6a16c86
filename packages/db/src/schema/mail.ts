import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, timestamps } from './columns';

export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'error']);

/**
 * The outbox: a mail is written here in the transaction that caused it and
 * delivered later by the worker, so a crash or an SMTP outage loses nothing.
 */
export const mailMessage = pgTable(
  'mail_message',
  {
    id: text().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    language: text().notNull(),
    status: mailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When the worker may try next; null once sent or given up. */
    nextAttemptAt: instant().defaultNow(),
    /** A worker holds a message being sent until then; a crash releases it. */
    leaseExpiresAt: instant(),
    sentAt: instant(),
    transport: text(),
    createdById: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('mail_message_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'error', 'sending')`),
    index('mail_message_created_at_idx').on(table.createdAt),
  ],
);
