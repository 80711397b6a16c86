import type { Booking, BookingFlight } from '@madabook/contracts';

const places = {
  TNR: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
  NOS: { code: 'NOS', name: 'Fascene', city: 'Nosy Be' },
};

export function bookingFlight(patch: Partial<BookingFlight> = {}): BookingFlight {
  return {
    instanceId: 'instance-1',
    direction: 'OUTBOUND',
    flightNumber: 'MW 102',
    airline: { code: 'MW', name: 'Mada Wings' },
    from: places.TNR,
    to: places.NOS,
    departure: '2026-12-01T08:05:00+03:00',
    arrival: '2026-12-01T09:35:00+03:00',
    cabin: 'ECONOMY',
    fareFamily: 'FLEX',
    pricePerPassenger: { adult: 250_000, child: 187_500, infant: 25_000 },
    subtotal: 687_500,
    cancelledByAirline: false,
    connectionBroken: false,
    ...patch,
  };
}

/** A return trip TNR ⇄ NOS for two adults and an infant, as the API answers it. */
export function flightBooking(patch: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-flight-1',
    reference: 'MB-7KQ2XP',
    kind: 'FLIGHT',
    status: 'CONFIRMED',
    source: 'ONLINE',
    checkedInAt: null,
    checkedOutAt: null,
    paymentStatus: 'UNPAID',
    currency: 'MGA',
    total: 1_237_500,
    amountDueNow: 0,
    amountPaid: 0,
    holdExpiresAt: null,
    payments: [],
    hotel: null,
    checkIn: '2026-12-01',
    checkOut: '2026-12-06',
    nights: 0,
    guests: null,
    rooms: [],
    flights: [
      bookingFlight(),
      bookingFlight({
        instanceId: 'instance-2',
        direction: 'RETURN',
        flightNumber: 'MW 103',
        from: places.NOS,
        to: places.TNR,
        departure: '2026-12-06T15:00:00+03:00',
        arrival: '2026-12-06T16:30:00+03:00',
        fareFamily: 'LIGHT',
        pricePerPassenger: { adult: 200_000, child: 150_000, infant: 20_000 },
        subtotal: 420_000,
      }),
    ],
    passengers: [
      { type: 'ADULT', firstName: 'Hery', lastName: 'Rakoto', birthDate: '1988-03-03' },
      { type: 'ADULT', firstName: 'Lova', lastName: 'Rakoto', birthDate: '1990-07-21' },
      { type: 'INFANT', firstName: 'Mbola', lastName: 'Rakoto', birthDate: '2026-02-10' },
    ],
    guest: { name: 'Hery Rakoto', phone: '+261341234567', email: 'hery@example.mg' },
    specialRequests: '',
    freeCancellationUntil: '2026-12-01T02:05:00.000Z',
    cancellable: true,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-10-20T09:00:00.000Z',
    userId: 'u1',
    ...patch,
  };
}
