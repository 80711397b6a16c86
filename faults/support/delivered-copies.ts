import { outboxMessageId } from '../../apps/server/src/mail/transports';
import type { SmtpInbox } from '../../apps/server/src/test/smtp-inbox';

/** How many times the inbox received the mail of this outbox row: its Message-ID is the row's. */
export const deliveredCopies = (inbox: SmtpInbox, mailId: string) =>
  inbox.received.filter((mail) => mail.messageId === outboxMessageId(mailId)).length;
