import { z } from 'zod';
import { looseParam } from '@/lib/url-params';

/** An offer id the router may have read as a number, or a list of them. */
const looseOffers = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .catch(undefined);

/**
 * The address of /flights/book, as the results page writes it: `offers` (the outbound offer, then
 * the return one, comma-separated) and the passengers. Kept unchecked: a bad value is explained.
 */
export const flightBookingParamsSchema = z.object({
  offers: looseOffers,
  adults: looseParam,
  children: looseParam,
  infants: looseParam,
});
export type FlightBookingParams = z.infer<typeof flightBookingParamsSchema>;
