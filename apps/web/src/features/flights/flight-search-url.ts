import { z } from 'zod';
import { looseList, looseParam } from '@/lib/url-params';

/**
 * The address of /flights, unchecked: the search as the API takes it, then the results' sort,
 * filters and, for a return trip, the outbound already chosen. `checkFlightSearchParams` says what
 * is wrong with it.
 */
export const flightSearchParamsSchema = z.object({
  from: looseParam,
  to: looseParam,
  departDate: looseParam,
  returnDate: looseParam,
  adults: looseParam,
  children: looseParam,
  infants: looseParam,
  cabin: looseParam,
  sort: looseParam,
  stops: looseList,
  times: looseList,
  airlines: looseList,
  outbound: looseParam,
});
export type FlightSearchParams = z.infer<typeof flightSearchParamsSchema>;
