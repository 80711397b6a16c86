/** Everything the back office reads about flights sits under `all`, so one invalidation refreshes it. */
export const flightKeys = {
  all: ['admin', 'flights'] as const,
  airports: ['admin', 'flights', 'airports'] as const,
  airlines: ['admin', 'flights', 'airlines'] as const,
  schedules: ['admin', 'flights', 'schedules'] as const,
  departures: ['admin', 'flights', 'departures'] as const,
};

/** The admin bookings list and details: a cancelled departure cancels bookings. */
export const adminBookingsKey = ['admin', 'bookings'] as const;

/** What the public site reads about flights (airports, searches, offers): any change to the network makes it stale. */
export const publicFlightsKey = ['flights'] as const;
