/**
 * Whose bookings a back-office list shows: every booking (the platform's back office), one hotel's
 * (its partners) or one airline's journeys (its partners). The list, its export, its filters, its
 * links and its row actions follow from it.
 */
export type BookingsScope =
  | { kind: 'platform' }
  | { kind: 'hotel'; hotelId: string }
  | { kind: 'airline'; code: string };

/** The scopes whose bookings have a page of their own: an airline's journeys have none. */
export type BookingPageScope = Extract<BookingsScope, { kind: 'platform' | 'hotel' }>;

export const platformScope = { kind: 'platform' } as const satisfies BookingsScope;

/** GET path of the scope's list: /admin/bookings, /partner/hotels/{id}/bookings, /partner/airlines/{code}/bookings. */
export function bookingsListPath(scope: BookingsScope): string {
  switch (scope.kind) {
    case 'platform':
      return '/admin/bookings';
    case 'hotel':
      return `/partner/hotels/${encodeURIComponent(scope.hotelId)}/bookings`;
    case 'airline':
      return `/partner/airlines/${encodeURIComponent(scope.code)}/bookings`;
  }
}

/** The list's CSV export, for the scopes that have one (an airline's has none). */
export function bookingsExportPath(scope: BookingsScope): string | undefined {
  return scope.kind === 'airline' ? undefined : `${bookingsListPath(scope)}/export.csv`;
}
