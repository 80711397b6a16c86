import { paymentMethodsSchema, paymentSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** The server asks the provider at most this often, so polling faster would learn nothing. */
const paymentPollMs = 3_000;

/** GET /api/payments/methods: how the traveller may pay a booking now, and what each way takes now and later. */
export const paymentMethodsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.paymentMethods(bookingId),
    queryFn: ({ signal }) =>
      apiRequest(`/payments/methods?bookingId=${encodeURIComponent(bookingId)}`, {
        schema: paymentMethodsSchema,
        signal,
      }),
  });

/** GET /api/payments/{id}, asked again every 3 s while the payment is pending (the provider is asked too). */
export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: bookingKeys.payment(paymentId),
    queryFn: ({ signal }) =>
      apiRequest(`/payments/${encodeURIComponent(paymentId)}`, { schema: paymentSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? paymentPollMs : false),
  });
