import { changeEmailMail, deleteAccountMail, resetPasswordMail, verifyEmailMail } from './account-mails';

/** Every mail the product sends, by template name, in French and English. */
export const mailTemplates = {
  'verify-email': verifyEmailMail,
  'reset-password': resetPasswordMail,
  'change-email': changeEmailMail,
  'delete-account': deleteAccountMail,
};

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<
  (typeof mailTemplates)[Name]['fr']
>[0];
