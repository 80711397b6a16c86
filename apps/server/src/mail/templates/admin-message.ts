import type { Language } from '@madabook/contracts';
import type { MailContent } from './render';

export interface AdminMessage {
  subject: string;
  /** Plain text as the admin typed it: blank lines separate paragraphs. */
  body: string;
}

const footer: Record<Language, string> = {
  fr: "MadaBook — hôtels et vols à Madagascar. Ce message vous est écrit par l'équipe MadaBook.",
  en: 'MadaBook — hotels and flights in Madagascar. This message was written to you by the MadaBook team.',
};

const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const adminMessage =
  (language: Language) =>
  ({ subject, body }: AdminMessage): MailContent => ({
    subject,
    heading: subject,
    paragraphs: paragraphsOf(body),
    footer: footer[language],
  });

/** The back office's "send mail": the admin's own words in the product's layout. */
export const adminMessageMail: Record<Language, (data: AdminMessage) => MailContent> = {
  fr: adminMessage('fr'),
  en: adminMessage('en'),
};
