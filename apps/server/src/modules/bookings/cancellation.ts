export function canGuestCancel(
  booking: { status: string; freeCancellationUntil: Date | null },
  now: Date = new Date(),
): boolean {
  // A booking awaiting payment was never confirmed: its traveller may always let it go.
  if (booking.status === 'PENDING_PAYMENT') return true;
  return (
    booking.status === 'CONFIRMED' &&
    booking.freeCancellationUntil !== null &&
    now < booking.freeCancellationUntil
  );
}
