import { intlLocales, type Language, type MemberRole, madagascarTimeZone } from '@madabook/contracts';
import type { MailContent } from './render';

export interface PartnerInvitationMailData {
  propertyName: string;
  role: MemberRole;
  /** The address of whoever invited, or null for the MadaBook team. */
  invitedBy: string | null;
  expiresAt: string;
  url: string;
}

const roleNames: Record<Language, Record<MemberRole, string>> = {
  fr: { OWNER: 'propriétaire', MANAGER: 'gérant', FRONT_DESK: 'réception' },
  en: { OWNER: 'owner', MANAGER: 'manager', FRONT_DESK: 'front desk' },
};

const formatInstant = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: madagascarTimeZone,
  }).format(new Date(iso));

const footer: Record<Language, string> = {
  fr: 'MadaBook — hôtels et vols à Madagascar. Vous recevez ce message parce que quelqu’un vous a invité à gérer un établissement.',
  en: 'MadaBook — hotels and flights in Madagascar. You receive this message because someone invited you to run a property.',
};

/** An invitation to join a hotel's or an airline's team on MadaBook. */
export const partnerInvitationMail: Record<Language, (data: PartnerInvitationMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Invitation à gérer ${data.propertyName} sur MadaBook`,
    heading: `Rejoignez l’équipe de ${data.propertyName}`,
    paragraphs: [
      `${data.invitedBy ?? 'L’équipe MadaBook'} vous invite à rejoindre ${data.propertyName} sur MadaBook avec le rôle ${roleNames.fr[data.role]}.`,
      'Connectez-vous avec cette adresse e-mail (ou créez votre compte) pour accepter.',
    ],
    action: { label: 'Accepter l’invitation', url: data.url },
    footnote: `Ce lien est valable jusqu’au ${formatInstant(data.expiresAt, 'fr')} (heure de Madagascar) et ne sert qu’une fois.`,
    footer: footer.fr,
  }),
  en: (data) => ({
    subject: `Invitation to run ${data.propertyName} on MadaBook`,
    heading: `Join the team of ${data.propertyName}`,
    paragraphs: [
      `${data.invitedBy ?? 'The MadaBook team'} invites you to join ${data.propertyName} on MadaBook as ${roleNames.en[data.role]}.`,
      'Sign in with this email address (or create your account) to accept.',
    ],
    action: { label: 'Accept the invitation', url: data.url },
    footnote: `This link is valid until ${formatInstant(data.expiresAt, 'en')} (Madagascar time) and works once.`,
    footer: footer.en,
  }),
};
