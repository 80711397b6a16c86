import type { AdminPayment, Booking } from '@madabook/contracts';

/** A stay paid at the hotel, waiting for the hotel to say it was, as GET /api/admin/payments lists it. */
export function adminPayment(patch: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 'pay-1',
    bookingId: 'booking-1',
    method: 'PAY_AT_PROPERTY',
    status: 'PENDING',
    amount: 450_000,
    currency: 'MGA',
    phone: null,
    redirectUrl: null,
    transactionId: null,
    failureReason: null,
    expiresAt: null,
    completedAt: null,
    createdAt: '2026-11-20T07:30:00.000Z',
    refund: null,
    bookingReference: 'MB-7KQ2XP',
    guestName: 'Hery Rakoto',
    providerReference: null,
    events: [],
    ...patch,
  };
}

/** An MVola payment that arrived after its booking was released: owed back, and the provider's refund failed. */
export function lateMvolaPayment(): AdminPayment {
  return adminPayment({
    id: 'pay-2',
    bookingId: 'booking-2',
    bookingReference: 'MB-9RT4WX',
    guestName: 'Lova Randria',
    method: 'MVOLA',
    status: 'SUCCEEDED',
    amount: 135_000,
    phone: '+261340000001',
    transactionId: '636042511',
    providerReference: 'mvola-corr-77',
    completedAt: '2026-11-20T08:02:00.000Z',
    refund: { id: 'ref-2', amount: 135_000, status: 'FAILED', failureReason: 'Timeout', completedAt: null },
    events: [
      {
        id: 'ev-1',
        source: 'mvola',
        kind: 'CALLBACK',
        outcome: 'payment succeeded',
        payload: { transactionStatus: 'completed', serverCorrelationId: 'mvola-corr-77' },
        receivedAt: '2026-11-20T08:02:00.000Z',
      },
    ],
  });
}

/** A three-night stay with a 30 % deposit, held until it is paid. */
export function hotelBooking(patch: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-1',
    reference: 'MB-7KQ2XP',
    kind: 'HOTEL',
    status: 'PENDING_PAYMENT',
    source: 'ONLINE',
    checkedInAt: null,
    checkedOutAt: null,
    paymentStatus: 'PENDING',
    currency: 'MGA',
    total: 450_000,
    amountDueNow: 135_000,
    amountPaid: 0,
    holdExpiresAt: '2026-11-20T07:45:00.000Z',
    payments: [],
    hotel: {
      id: 'hotel-1',
      name: 'Hôtel Colbert',
      slug: 'hotel-colbert',
      city: 'Antananarivo',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      photo: null,
    },
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    nights: 3,
    guests: 2,
    rooms: [],
    flights: [],
    passengers: [],
    guest: { name: 'Hery Rakoto', phone: '+261341234567', email: 'hery@example.mg' },
    specialRequests: '',
    freeCancellationUntil: null,
    cancellable: true,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-11-20T07:30:00.000Z',
    userId: 'u1',
    ...patch,
  };
}
