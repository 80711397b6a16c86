import { z } from 'zod';
import { looseParam } from '@/lib/url-params';

/** The review page's address: the stay and the chosen rooms, everything needed to come back after signing in. */
export const bookingParamsSchema = z.object({
  checkIn: looseParam,
  checkOut: looseParam,
  guests: looseParam,
  rooms: looseParam,
});
export type BookingParams = z.infer<typeof bookingParamsSchema>;
