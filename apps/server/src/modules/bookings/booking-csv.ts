import type { Booking } from '@madabook/contracts';
import { toCsv } from '../../lib/csv';

/** The columns a hotel's manager reads off a list of bookings, in a spreadsheet. */
const columns: Array<[header: string, cell: (booking: Booking) => string | number | null]> = [
  ['reference', (booking) => booking.reference],
  ['hotel', (booking) => booking.hotel?.name ?? null],
  ['source', (booking) => booking.source],
  ['status', (booking) => booking.status],
  ['guest_name', (booking) => booking.guest.name],
  ['guest_phone', (booking) => booking.guest.phone],
  ['guest_email', (booking) => booking.guest.email],
  ['arrival', (booking) => booking.checkIn],
  ['departure', (booking) => booking.checkOut],
  ['nights', (booking) => booking.nights],
  ['rooms', (booking) => booking.rooms.map((room) => `${room.quantity} × ${room.roomName}`).join(', ')],
  ['guests', (booking) => booking.guests],
  ['total', (booking) => booking.total],
  ['paid', (booking) => booking.amountPaid],
  ['created_at', (booking) => booking.createdAt],
  ['checked_in_at', (booking) => booking.checkedInAt],
  ['checked_out_at', (booking) => booking.checkedOutAt],
];

export const bookingCsvHeaders = columns.map(([header]) => header);

/** Bookings as a CSV file: one row each, amounts in whole Ariary, instants in ISO 8601 (UTC). */
export const bookingsCsv = (bookings: Booking[]) =>
  toCsv(
    bookingCsvHeaders,
    bookings.map((booking) => columns.map(([, cell]) => String(cell(booking) ?? ''))),
  );
