const madagascarOffsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;

/**
 * The last moment the guest may cancel for free, as the server computes it: the arrival date at the
 * hotel's check-in time in Madagascar (UTC+3 all year), minus the hotel's days. Null when the stay is
 * non-refundable.
 */
export function freeCancellationDeadline(checkIn: string, checkInTime: string, days: number): Date | null {
  if (days <= 0) return null;
  const [hours = 0, minutes = 0] = checkInTime.split(':').map(Number);
  const arrival = Date.parse(`${checkIn}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - madagascarOffsetMs;
  return new Date(arrival - days * dayMs);
}
