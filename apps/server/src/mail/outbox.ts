import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '@madabook/db';
import type { MailRecipient } from './mail.types';
import { insertMail } from './outbox.repo';
import { type MailTemplateData, type MailTemplateName, mailTemplates } from './templates/index';
import { renderMail } from './templates/render';

export interface EnqueueMail<Name extends MailTemplateName> {
  to: MailRecipient;
  template: Name;
  data: MailTemplateData<Name>;
  createdById?: string;
}

/**
 * Writes a mail to the outbox with the caller's database or transaction: it
 * commits, or rolls back, with the change that caused it.
 */
export async function enqueueMail<Name extends MailTemplateName>(
  db: Database | Transaction,
  mail: EnqueueMail<Name>,
) {
  const copy = mailTemplates[mail.template][mail.to.language] as (
    data: MailTemplateData<Name>,
  ) => Parameters<typeof renderMail>[0];
  const rendered = renderMail(copy(mail.data), mail.to.language);
  const [row] = await insertMail(db, {
    id: randomUUID(),
    to: mail.to.email,
    template: mail.template,
    language: mail.to.language,
    createdById: mail.createdById,
    ...rendered,
  });
  if (!row) throw new Error('the outbox refused the mail');
  return row;
}
