import type { Booking } from '@madabook/contracts';
import { localSortKey } from '@/lib/local-times';

/** When a trip starts, as the place's own day and clock: a flight's first departure, a stay's check-in. */
export function tripStart(booking: Pick<Booking, 'kind' | 'flights' | 'checkIn' | 'hotel'>): string {
  const departure = booking.flights[0]?.departure;
  if (booking.kind === 'FLIGHT' && departure) return localSortKey(departure);
  if (!booking.checkIn) return '';
  return `${booking.checkIn}T${booking.hotel?.checkInTime ?? '00:00'}`;
}

/**
 * Flights and stays in one list by the day they start: the next one first for trips to come, the
 * latest first for those gone by. Trips starting together keep the server's order.
 */
export function sortTrips<Trip extends Parameters<typeof tripStart>[0]>(
  trips: readonly Trip[],
  order: 'soonest' | 'latest',
): Trip[] {
  const direction = order === 'soonest' ? 1 : -1;
  return trips
    .map((trip, index) => ({ trip, index, start: tripStart(trip) }))
    .sort((a, b) => (a.start < b.start ? -direction : a.start > b.start ? direction : a.index - b.index))
    .map(({ trip }) => trip);
}
