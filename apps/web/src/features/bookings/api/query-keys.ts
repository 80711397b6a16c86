/** Every query of the booking journey lives under `bookings`, so a booking, a payment or a cancellation refreshes them all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  hotel: (slug: string) => ['bookings', 'hotel', slug] as const,
  hotelAvailability: (hotelId: string) => ['bookings', 'availability', hotelId] as const,
  availability: (hotelId: string, checkIn: string, checkOut: string) =>
    [...bookingKeys.hotelAvailability(hotelId), checkIn, checkOut] as const,
  mine: (userId: string) => ['bookings', 'mine', userId] as const,
  detail: (bookingId: string) => ['bookings', 'detail', bookingId] as const,
  paymentMethods: (bookingId: string) => ['bookings', 'payment-methods', bookingId] as const,
  payment: (paymentId: string) => ['bookings', 'payment', paymentId] as const,
};
