const madagascarOffsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;

/**
 * The last moment a guest may cancel for free: the arrival date at the
 * hotel's check-in time, in Madagascar (UTC+3, no daylight saving), minus the
 * hotel's number of days. Null when the hotel sells non-refundable stays.
 */
export function freeCancellationDeadline(checkIn: string, checkInTime: string, days: number): Date | null {
  if (days <= 0) return null;
  const [hours = 0, minutes = 0] = checkInTime.split(':').map(Number);
  const arrival = Date.parse(`${checkIn}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - madagascarOffsetMs;
  return new Date(arrival - days * dayMs);
}

export function canGuestCancel(
  booking: { status: string; freeCancellationUntil: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    booking.status === 'CONFIRMED' &&
    booking.freeCancellationUntil !== null &&
    now < booking.freeCancellationUntil
  );
}
