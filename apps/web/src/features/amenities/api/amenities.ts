import { type Amenity, type AmenityInput, amenitySchema } from '@madabook/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';

const amenitiesQueryKey = ['amenities'] as const;

/** GET /api/hotel-amenities: every amenity, with how many hotels offer it. */
export const amenitiesQueryOptions = queryOptions({
  queryKey: amenitiesQueryKey,
  queryFn: ({ signal }) => apiRequest('/hotel-amenities', { schema: z.array(amenitySchema), signal }),
});

function useAmenityMutation<Input>(
  request: (input: Input) => Promise<unknown>,
  successText: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, input) => {
      toast.success(successText(input));
      return queryClient.invalidateQueries({ queryKey: amenitiesQueryKey });
    },
    onError: toastApiError,
  });
}

export type AmenitySave = { id?: string; input: AmenityInput };

/** POST /api/hotel-amenities, or PUT /api/hotel-amenities/{id} when `id` is given. */
export function useSaveAmenity() {
  const { t } = useTranslation('adminAmenities');
  return useAmenityMutation(
    ({ id, input }: AmenitySave) =>
      apiRequest(id ? `/hotel-amenities/${encodeURIComponent(id)}` : '/hotel-amenities', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: amenitySchema,
      }),
    ({ id }) => (id ? t('toast.updated') : t('toast.created')),
  );
}

/** DELETE /api/hotel-amenities/{id}: the amenity leaves every hotel that offered it. */
export function useDeleteAmenity() {
  const { t } = useTranslation('adminAmenities');
  return useAmenityMutation(
    (amenity: Amenity) =>
      apiRequest(`/hotel-amenities/${encodeURIComponent(amenity.id)}`, { method: 'DELETE' }),
    () => t('toast.deleted'),
  );
}
