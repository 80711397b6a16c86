import type { Booking } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { sortTrips, tripStart } from './trip-order';

type Trip = Pick<Booking, 'kind' | 'flights' | 'checkIn' | 'hotel'> & { id: string };

const stay = (id: string, checkIn: string): Trip => ({
  id,
  kind: 'HOTEL',
  flights: [],
  checkIn,
  hotel: { checkInTime: '14:00' } as Booking['hotel'],
});
const flight = (id: string, departure: string): Trip => ({
  id,
  kind: 'FLIGHT',
  flights: [{ departure } as Booking['flights'][number]],
  checkIn: null,
  hotel: null,
});

describe('trips in one list', () => {
  it('start at a flight’s first departure or a stay’s check-in, in local time', () => {
    expect(tripStart(flight('f', '2026-12-01T08:05:00+03:00'))).toBe('2026-12-01T08:05');
    expect(tripStart(stay('s', '2026-12-01'))).toBe('2026-12-01T14:00');
  });

  it('come the soonest first when upcoming, the latest first when past: a morning flight before the stay it leads to', () => {
    const trips = [
      stay('stay-nosy-be', '2026-12-01'),
      flight('flight-back', '2026-12-06T15:00:00+03:00'),
      flight('flight-out', '2026-12-01T08:05:00+03:00'),
      stay('stay-tana', '2026-11-20'),
    ];
    expect(sortTrips(trips, 'soonest').map((trip) => trip.id)).toEqual([
      'stay-tana',
      'flight-out',
      'stay-nosy-be',
      'flight-back',
    ]);
    expect(sortTrips(trips, 'latest').map((trip) => trip.id)).toEqual([
      'flight-back',
      'stay-nosy-be',
      'flight-out',
      'stay-tana',
    ]);
  });
});
