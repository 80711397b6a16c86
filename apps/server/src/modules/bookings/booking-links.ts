/** The web pages a booking's mails point to. */
export function bookingLinks(appUrl: string) {
  return {
    trip: (bookingId: string) => `${appUrl}/account/trips/${bookingId}`,
    printableTicket: (bookingId: string) => `${appUrl}/account/trips/${bookingId}/print`,
    trips: `${appUrl}/account/trips`,
    flightSearch: (search: Record<string, string | number>) =>
      `${appUrl}/flights?${new URLSearchParams(Object.entries(search).map(([key, value]): [string, string] => [key, String(value)]))}`,
  };
}

export type BookingLinks = ReturnType<typeof bookingLinks>;
