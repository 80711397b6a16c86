import { addDays, type Booking, nightsOf } from '@madabook/contracts';
import type { BookingAction } from './api/booking-actions';

/**
 * The server's front-desk rules (decision 012), read ahead so that the desk offers only what it
 * would accept: `today` is the hotel's day (Madagascar), whatever day the page shows. The server
 * still decides, and a refusal is explained.
 */

/** The nights a guest checked in may make their last: from last night (or the first) to the one before the stay's last. */
export function earlyDepartureNights(booking: Booking, today: string): string[] {
  if (!booking.checkIn || !booking.checkOut) return [];
  const lastNight = addDays(today, -1);
  return nightsOf(booking.checkIn, booking.checkOut)
    .slice(0, -1)
    .filter((night) => night >= lastNight);
}

/** The hotel may cancel a stay not begun: confirmed or held for its payment, the guest not checked in. */
export const hotelMayCancel = (booking: Booking) =>
  (booking.status === 'CONFIRMED' || booking.status === 'PENDING_PAYMENT') && !booking.checkedInAt;

/** What the front desk may do to a stay today, in the order it offers them. */
export function deskActions(booking: Booking, today: string): BookingAction[] {
  const { status, checkIn, checkOut, checkedInAt, checkedOutAt } = booking;
  if (booking.kind !== 'HOTEL' || !checkIn || !checkOut) return [];
  // A one-night stay never checked in is completed on the morning after; it may still be a no-show.
  const stayOn = status === 'CONFIRMED' || status === 'COMPLETED';
  const actions: BookingAction[] = [];
  if (status === 'CONFIRMED' && !checkedInAt && today >= checkIn && today < checkOut)
    actions.push('check-in');
  if (stayOn && checkedInAt && !checkedOutAt) actions.push('check-out');
  if (
    status === 'CONFIRMED' &&
    checkedInAt &&
    !checkedOutAt &&
    earlyDepartureNights(booking, today).length > 0
  ) {
    actions.push('early-departure');
  }
  if (stayOn && !checkedInAt && today > checkIn) actions.push('no-show');
  if (hotelMayCancel(booking)) actions.push('cancel');
  return actions;
}

/** What a stay still owes the hotel, paid at the desk: a confirmed stay's total less what came in online. */
export const leftToPay = (booking: Booking) =>
  booking.status === 'CONFIRMED' ? Math.max(0, booking.total - booking.amountPaid) : 0;
