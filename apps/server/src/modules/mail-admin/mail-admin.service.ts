import type {
  Language,
  MailMessage,
  MailMessageDetail,
  mailComposeSchema,
  mailListQuerySchema,
  Paginated,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import { enqueueMail } from '../../mail/outbox';
import { findMail, insertMail, type MailRow } from '../../mail/outbox.repo';
import type { Actor, AuditService } from '../audit/audit.service';
import { listMail } from './mail-admin.repo';

type MailSummaryRow = Omit<MailRow, 'html' | 'text' | 'leaseExpiresAt' | 'createdById' | 'updatedAt'>;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

const toMailMessage = (row: MailSummaryRow): MailMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  template: row.template,
  language: row.language as Language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: iso(row.nextAttemptAt),
  sentAt: iso(row.sentAt),
  transport: row.transport,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit keeps of a mail: who it went to and what about, not its body (it may hold a live link). */
const auditView = (row: MailRow) => ({
  to: row.to,
  subject: row.subject,
  template: row.template,
  language: row.language,
});

export function createMailAdminService(deps: {
  db: Database;
  audit: AuditService;
  onMailQueued: () => void;
}) {
  const { db, audit } = deps;

  /** Writes a mail to the outbox with its audit entry, then tells the worker. */
  async function queue(
    actor: Actor,
    action: string,
    write: (tx: Transaction) => Promise<MailRow>,
    note: object = {},
  ): Promise<MailMessage> {
    const queued = await db.transaction(async (tx) => {
      const row = await write(tx);
      await audit.record(tx, actor, {
        action,
        entityType: 'mail',
        entityId: row.id,
        after: { ...auditView(row), ...note },
      });
      return row;
    });
    deps.onMailQueued();
    return toMailMessage(queued);
  }

  return {
    async list(query: z.output<typeof mailListQuerySchema>): Promise<Paginated<MailMessage>> {
      const { rows, total } = await listMail(db, query, {
        ...pageWindow(query),
        sort: query.sort,
        order: query.order,
      });
      return pageOf(rows.map(toMailMessage), total, query);
    },

    async get(id: string): Promise<MailMessageDetail> {
      const row = await findMail(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...toMailMessage(row), html: row.html, text: row.text };
    },

    /** The back office's "send mail". */
    compose(actor: Actor, input: z.output<typeof mailComposeSchema>): Promise<MailMessage> {
      return queue(actor, 'mail.send', (tx) =>
        enqueueMail(tx, {
          to: { email: input.to.toLowerCase(), language: input.language },
          template: 'admin-message',
          data: { subject: input.subject, body: input.body },
          createdById: actor.id,
        }),
      );
    },

    /** Queues a new copy: the original keeps its own history. */
    async resend(actor: Actor, id: string): Promise<MailMessage> {
      const original = await findMail(db, id);
      if (!original) throw new AppError('NOT_FOUND');
      return queue(
        actor,
        'mail.resend',
        async (tx) => {
          const [copy] = await insertMail(tx, {
            id: newId(),
            to: original.to,
            subject: original.subject,
            html: original.html,
            text: original.text,
            template: original.template,
            language: original.language,
            createdById: actor.id,
          });
          if (!copy) throw new Error('the outbox refused the mail');
          return copy;
        },
        { resentFrom: original.id },
      );
    },
  };
}

export type MailAdminService = ReturnType<typeof createMailAdminService>;
