import type { Language } from '@madabook/contracts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingMail extends RenderedMail {
  id: string;
  to: string;
}

/** Where a mail goes once the worker picks it: SMTP, or the local dev mailbox. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

export interface MailRecipient {
  email: string;
  language: Language;
}
