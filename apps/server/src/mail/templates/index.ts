import { changeEmailMail, deleteAccountMail, resetPasswordMail, verifyEmailMail } from './account-mails';
import { adminMessageMail } from './admin-message';
import { flightConnectionsBrokenMail } from './airline-mails';
import { bookingCancelledMail, bookingConfirmedMail, bookingReleasedMail } from './booking-mails';
import {
  flightBookedMail,
  flightCancelledByAirlineMail,
  flightCancelledMail,
  flightReleasedMail,
} from './flight-mails';
import { flightTimesChangedMail } from './flight-times-mails';
import { hotelBookingCancelledMail, hotelBookingNewMail, hotelPaymentReceivedMail } from './hotel-mails';
import { partnerInvitationMail } from './partner-mails';
import { paymentReceivedMail, paymentRefundDueMail, refundMadeMail } from './payment-mails';

/** Every mail the product sends, by template name, in French and English. */
export const mailTemplates = {
  'verify-email': verifyEmailMail,
  'reset-password': resetPasswordMail,
  'change-email': changeEmailMail,
  'delete-account': deleteAccountMail,
  'admin-message': adminMessageMail,
  'booking-confirmed': bookingConfirmedMail,
  'booking-cancelled': bookingCancelledMail,
  'booking-released': bookingReleasedMail,
  'flight-booked': flightBookedMail,
  'flight-cancelled': flightCancelledMail,
  'flight-cancelled-by-airline': flightCancelledByAirlineMail,
  'flight-released': flightReleasedMail,
  'flight-times-changed': flightTimesChangedMail,
  'flight-connections-broken': flightConnectionsBrokenMail,
  'payment-received': paymentReceivedMail,
  'payment-refund-due': paymentRefundDueMail,
  'refund-made': refundMadeMail,
  'partner-invitation': partnerInvitationMail,
  'hotel-booking-new': hotelBookingNewMail,
  'hotel-booking-cancelled': hotelBookingCancelledMail,
  'hotel-payment-received': hotelPaymentReceivedMail,
};

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<
  (typeof mailTemplates)[Name]['fr']
>[0];
