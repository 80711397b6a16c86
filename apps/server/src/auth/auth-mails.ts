import { languageOrDefault } from '@madabook/contracts';
import { enqueueMail } from '../mail/outbox';
import type { MailTemplateData, MailTemplateName } from '../mail/templates/index';
import type { AuthTransactions } from './auth-transaction';

interface MailUser {
  email: string;
  language?: string | null;
}

/** Queues an account mail in the transaction of the auth request that causes it. */
export function createAuthMailer(transactions: AuthTransactions, onQueued: () => void) {
  return async function sendAccountMail<Name extends MailTemplateName>(
    user: MailUser,
    template: Name,
    data: MailTemplateData<Name>,
  ) {
    await transactions.inAuthTransaction((tx) =>
      enqueueMail(tx, {
        to: { email: user.email, language: languageOrDefault(user.language) },
        template,
        data,
      }),
    );
    onQueued();
  };
}

export type AuthMailer = ReturnType<typeof createAuthMailer>;
