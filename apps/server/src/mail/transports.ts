import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';
import type { MailTransport } from './mail.types';

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
        // A stable id lets a receiver recognise a resend of the same outbox row.
        messageId: `<${mail.id}@madabook.mg>`,
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
