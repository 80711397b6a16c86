import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastApiError } from './toasts';

type ApiMutationOptions<Input, Data> = {
  mutationFn: (input: Input) => Promise<Data>;
  /** The success toast's text; none when omitted. */
  success?: (data: Data, input: Input) => string;
  /** The lists and records the change makes stale. */
  invalidates?: QueryKey[];
  /** The error toast's text; the API error's translation when omitted. */
  failure?: (error: unknown) => string;
};

/**
 * A change through the product API with the spec's feedback: a success toast, or the error's
 * translated toast. Callers add their own `onSuccess` (close a dialog…) per call with `mutate`.
 */
export function useApiMutation<Input = void, Data = unknown>({
  mutationFn,
  success,
  invalidates = [],
  failure,
}: ApiMutationOptions<Input, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, input) => {
      if (success) toast.success(success(data, input));
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: failure ? (error) => toast.error(failure(error)) : toastApiError,
  });
}
