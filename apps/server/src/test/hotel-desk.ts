import { schema } from '@madabook/db';
import { and, eq } from 'drizzle-orm';
import { stay } from './catalog-fixtures';
import type { TestApp } from './test-app';

const dayMs = 86_400_000;

/** A clock for the app's bookings that a test moves days ahead (back to today with `reset`). */
export function movableClock() {
  let days = 0;
  return {
    now: () => new Date(Date.now() + days * dayMs),
    /** The desk's day is `count` days after today. */
    daysAhead(count: number) {
      days = count;
    },
    reset() {
      days = 0;
    },
  };
}

/** A hotel's bookings under /api/partner, and what the desk does to one of them. */
export const hotelBookingsPath = (hotelId: string) => `/api/partner/hotels/${hotelId}/bookings`;
export const deskActionPath = (bookingId: string, action: string) =>
  `/api/partner/bookings/${bookingId}/${action}`;

/** The body of a booking a hotel takes: one room of its first type, from `daysFromNow`, by phone. */
export const deskBooking = (
  hotel: { rooms: Array<{ id: string }> },
  options: { daysFromNow?: number; nights?: number } = {},
  overrides: Record<string, unknown> = {},
) => ({
  ...stay(options.daysFromNow ?? 0, options.nights ?? 2),
  rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
  guest: { name: 'Hery Rabe', phone: '034 12 345 67' },
  source: 'PHONE',
  ...overrides,
});

/** The audit entries of one action on one booking. */
export const auditOf = (testApp: Pick<TestApp, 'database'>, bookingId: string, action: string) =>
  testApp.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, bookingId), eq(schema.auditLog.action, action)));
