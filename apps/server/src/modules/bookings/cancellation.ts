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
