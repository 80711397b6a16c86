import { changeEmailMail, deleteAccountMail, resetPasswordMail, verifyEmailMail } from './account-mails';
import { adminMessageMail } from './admin-message';
import { bookingCancelledMail, bookingConfirmedMail } from './booking-mails';
import { flightBookedMail, flightCancelledByAirlineMail, flightCancelledMail } from './flight-mails';
import { flightTimesChangedMail } from './flight-times-mails';

/** Every mail the product sends, by template name, in French and English. */
export const mailTemplates = {
  'verify-email': verifyEmailMail,
  'reset-password': resetPasswordMail,
  'change-email': changeEmailMail,
  'delete-account': deleteAccountMail,
  'admin-message': adminMessageMail,
  'booking-confirmed': bookingConfirmedMail,
  'booking-cancelled': bookingCancelledMail,
  'flight-booked': flightBookedMail,
  'flight-cancelled': flightCancelledMail,
  'flight-cancelled-by-airline': flightCancelledByAirlineMail,
  'flight-times-changed': flightTimesChangedMail,
};

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<
  (typeof mailTemplates)[Name]['fr']
>[0];
