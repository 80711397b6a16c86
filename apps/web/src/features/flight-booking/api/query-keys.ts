/** The offers a booking page reads; bookings themselves live under the booking core's keys. */
export const flightBookingKeys = {
  all: ['flight-booking'] as const,
  offer: (offerId: string) => ['flight-booking', 'offer', offerId] as const,
};
