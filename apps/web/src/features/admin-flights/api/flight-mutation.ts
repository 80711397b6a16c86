import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import { publicFlightsKey } from './query-keys';

type FlightMutationOptions<Input, Data> = {
  mutationFn: (input: Input) => Promise<Data>;
  success: (data: Data, input: Input) => string;
  invalidates: QueryKey[];
  /**
   * A failure the form shows where it belongs (a field, an alert naming a departure): no toast.
   * Every other failure gets the error's translated toast.
   */
  handled?: (error: unknown) => boolean;
};

/** A change to the flight network: a success toast, the lists and the public flight data read again, failures toasted unless handled. */
export function useFlightMutation<Input, Data = unknown>({
  mutationFn,
  success,
  invalidates,
  handled = () => false,
}: FlightMutationOptions<Input, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, input) => {
      toast.success(success(data, input));
      await Promise.all(
        [...invalidates, publicFlightsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      if (!handled(error)) toastApiError(error);
    },
  });
}
