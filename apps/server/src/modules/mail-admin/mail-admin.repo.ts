import { type Database, schema } from '@madabook/db';
import { and, eq } from 'drizzle-orm';
import { countRows, searchAny, sortBy } from '../../lib/list-query';

const { mailMessage } = schema;

export interface MailFilter {
  status?: (typeof mailMessage.$inferSelect)['status'];
  q?: string;
}

const sortColumns = {
  createdAt: mailMessage.createdAt,
  to: mailMessage.to,
  subject: mailMessage.subject,
  status: mailMessage.status,
};

/** The outbox without the bodies: a list never needs them. */
const summary = {
  id: mailMessage.id,
  to: mailMessage.to,
  subject: mailMessage.subject,
  template: mailMessage.template,
  language: mailMessage.language,
  status: mailMessage.status,
  attempts: mailMessage.attempts,
  lastError: mailMessage.lastError,
  nextAttemptAt: mailMessage.nextAttemptAt,
  sentAt: mailMessage.sentAt,
  transport: mailMessage.transport,
  createdAt: mailMessage.createdAt,
};

export async function listMail(
  db: Database,
  filter: MailFilter,
  page: { offset: number; limit: number; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const where = and(
    filter.status ? eq(mailMessage.status, filter.status) : undefined,
    searchAny(filter.q, [mailMessage.to, mailMessage.subject]),
  );
  const [rows, total] = await Promise.all([
    db
      .select(summary)
      .from(mailMessage)
      .where(where)
      .orderBy(sortBy(sortColumns[page.sort], page.order), sortBy(mailMessage.id, page.order))
      .offset(page.offset)
      .limit(page.limit),
    countRows(db, mailMessage, where),
  ]);
  return { rows, total };
}
