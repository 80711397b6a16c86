import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';
import type { MailTransport } from './mail.types';

/** A stable Message-ID per outbox row: a receiver recognises a resend of the same mail. */
export const outboxMessageId = (mailId: string) => `<${mailId}@madabook.mg>`;

export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: outboxMessageId(mail.id),
      });
    },
    close: async () => transporter.close(),
  };
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * Without SMTP, a mail counts as delivered to the dev mailbox (the outbox
 * table, readable in the back office) and its links go to the log.
 */
export function devMailboxTransport(logger: Logger): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(mail) {
      const links = mail.text.match(linkPattern) ?? [];
      logger.info({ to: mail.to, subject: mail.subject, links }, `mail to ${mail.to}: ${mail.subject}`);
    },
  };
}
