import { type Language, languageOrDefault, type SessionUser } from '@madabook/contracts';
import type { BookingRow } from './bookings.repo';

/** A booking speaks the language its author uses on the site. */
export const languageOf = (user: SessionUser): Language => languageOrDefault(user.language);

/** Every mail about a booking goes to its guest (or, for a flight, its contact) in the booking's language. */
export const recipientOf = (row: BookingRow) => ({
  email: row.guestEmail,
  language: languageOrDefault(row.language),
});
