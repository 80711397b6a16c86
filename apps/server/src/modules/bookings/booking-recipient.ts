import { languageOrDefault } from '@madabook/contracts';
import type { BookingRow } from './bookings.repo';

/** Every mail about a booking goes to its guest (or, for a flight, its contact) in the booking's language. */
export const recipientOf = (row: BookingRow) => ({
  email: row.guestEmail,
  language: languageOrDefault(row.language),
});
