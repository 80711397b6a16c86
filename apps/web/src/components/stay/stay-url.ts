import { z } from 'zod';
import { looseParam } from '@/lib/url-params';

/** The stay in a page's address: dates, guests and how many rooms, all optional. */
export const stayParamsSchema = z.object({
  checkIn: looseParam,
  checkOut: looseParam,
  guests: looseParam,
  rooms: looseParam,
});
export type StayParams = z.infer<typeof stayParamsSchema>;
