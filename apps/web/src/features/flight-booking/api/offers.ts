import { flightOfferSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flightBookingKeys } from './query-keys';

/**
 * GET /api/flights/offers/{offerId}: a chosen flight (or itinerary) with its fare, while its price
 * holds; 409 OFFER_EXPIRED after. Asked again on every visit, since it may expire any minute.
 */
export const flightOfferQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: flightBookingKeys.offer(offerId),
    queryFn: ({ signal }) =>
      apiRequest(`/flights/offers/${encodeURIComponent(offerId)}`, { schema: flightOfferSchema, signal }),
    staleTime: 0,
  });
