import { type Payment, type PaymentChoice, paymentSchema } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/**
 * POST /api/bookings/{id}/payments: 201 and the pending payment (with `redirectUrl` for Orange Money);
 * 409 PAYMENT_NOT_EXPECTED when one is under way or nothing is left, 422 PAYMENT_METHOD_UNAVAILABLE,
 * 502 PAYMENT_PROVIDER_UNAVAILABLE. Either way the booking's payments changed.
 */
export function useStartPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PaymentChoice) =>
      apiRequest(`/bookings/${encodeURIComponent(bookingId)}/payments`, {
        method: 'POST',
        body: choice,
        schema: paymentSchema,
      }),
    onSuccess: (payment: Payment) => queryClient.setQueryData(bookingKeys.payment(payment.id), payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
