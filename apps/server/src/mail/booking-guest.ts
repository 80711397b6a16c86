import { languageOrDefault } from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import { type EnqueueMail, enqueueMail } from './outbox';
import type { MailTemplateName } from './templates/index';

/** What a mail to a booking's guest needs of the booking. */
export interface GuestOfBooking {
  guestEmail: string;
  language: string;
}

/** A booking's guest (or a journey's contact), in the booking's language. */
export const guestRecipient = (booking: GuestOfBooking) => ({
  email: booking.guestEmail,
  language: languageOrDefault(booking.language),
});

/**
 * Queues a mail to the booking's guest in the caller's transaction, when there is an address to
 * send it to: a booking the hotel took for a guest may have none.
 */
export async function mailBookingGuest<Name extends MailTemplateName>(
  tx: Transaction,
  booking: GuestOfBooking,
  mail: Omit<EnqueueMail<Name>, 'to'>,
) {
  if (booking.guestEmail) await enqueueMail(tx, { to: guestRecipient(booking), ...mail });
}
