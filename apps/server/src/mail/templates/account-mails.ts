import type { Language } from '@madabook/contracts';
import type { MailContent } from './render';

interface LinkMail {
  url: string;
}

type Copy<Data> = Record<Language, (data: Data) => MailContent>;

export const verifyEmailMail: Copy<LinkMail> = {
  fr: ({ url }) => ({
    subject: 'Confirmez votre adresse e-mail',
    heading: 'Bienvenue sur MadaBook',
    paragraphs: [
      'Confirmez votre adresse e-mail pour sécuriser votre compte et recevoir vos confirmations de réservation.',
    ],
    action: { label: 'Confirmer mon adresse', url },
    footnote: "Ce lien est valable 1 heure. Si vous n'avez pas créé de compte, ignorez ce message.",
  }),
  en: ({ url }) => ({
    subject: 'Confirm your email address',
    heading: 'Welcome to MadaBook',
    paragraphs: ['Confirm your email address to secure your account and receive your booking confirmations.'],
    action: { label: 'Confirm my address', url },
    footnote: 'This link is valid for 1 hour. If you did not create an account, ignore this message.',
  }),
};

export const resetPasswordMail: Copy<LinkMail> = {
  fr: ({ url }) => ({
    subject: 'Réinitialisez votre mot de passe',
    heading: 'Mot de passe oublié ?',
    paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte MadaBook.'],
    action: { label: 'Choisir un nouveau mot de passe', url },
    footnote:
      "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.",
  }),
  en: ({ url }) => ({
    subject: 'Reset your password',
    heading: 'Forgot your password?',
    paragraphs: ['We received a request to reset the password of your MadaBook account.'],
    action: { label: 'Choose a new password', url },
    footnote: 'This link is valid for 1 hour and works once. If you did not ask for it, ignore this message.',
  }),
};

export const changeEmailMail: Copy<LinkMail & { newEmail: string }> = {
  fr: ({ url, newEmail }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    heading: "Changement d'adresse e-mail",
    paragraphs: [`Confirmez que ${newEmail} est bien la nouvelle adresse de votre compte MadaBook.`],
    action: { label: 'Confirmer la nouvelle adresse', url },
    footnote: "Ce lien est valable 1 heure. Si vous n'avez rien demandé, ignorez ce message.",
  }),
  en: ({ url, newEmail }) => ({
    subject: 'Confirm your new email address',
    heading: 'Change of email address',
    paragraphs: [`Confirm that ${newEmail} is the new address of your MadaBook account.`],
    action: { label: 'Confirm the new address', url },
    footnote: 'This link is valid for 1 hour. If you did not ask for it, ignore this message.',
  }),
};

export const deleteAccountMail: Copy<LinkMail> = {
  fr: ({ url }) => ({
    subject: 'Confirmez la suppression de votre compte',
    heading: 'Supprimer votre compte ?',
    paragraphs: [
      'Vous avez demandé la suppression de votre compte MadaBook. Cette action est définitive : votre profil et vos sessions seront effacés.',
    ],
    action: { label: 'Supprimer définitivement mon compte', url },
    footnote:
      "Ce lien est valable 24 heures. Si vous n'avez rien demandé, ignorez ce message : votre compte reste actif.",
  }),
  en: ({ url }) => ({
    subject: 'Confirm the deletion of your account',
    heading: 'Delete your account?',
    paragraphs: [
      'You asked to delete your MadaBook account. This is final: your profile and sessions will be erased.',
    ],
    action: { label: 'Delete my account for good', url },
    footnote:
      'This link is valid for 24 hours. If you did not ask for it, ignore this message: your account stays active.',
  }),
};
