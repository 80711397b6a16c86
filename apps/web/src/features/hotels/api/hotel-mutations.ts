import { type Hotel, type HotelUpdate, type HotelValues, hotelSchema } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { areaPath, useBackOfficeArea } from '@/lib/back-office-area';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import { hotelKeys } from './query-keys';

const hotelPath = (id: string) => `/hotels/${encodeURIComponent(id)}`;

/** A change to one hotel: its toast, its page's data replaced by the answer, the lists read again. */
function useHotelChange<Input>(
  request: (input: Input) => Promise<Hotel>,
  successText: (hotel: Hotel, input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (hotel, input) => {
      toast.success(successText(hotel, input));
      queryClient.setQueryData(hotelKeys.detail(hotel.id), hotel);
      return queryClient.invalidateQueries({ queryKey: hotelKeys.lists });
    },
    onError: toastApiError,
  });
}

/** POST /api/hotels. */
export function useCreateHotel() {
  const { t } = useTranslation('adminHotels');
  return useHotelChange(
    (input: HotelValues) => apiRequest('/hotels', { method: 'POST', body: input, schema: hotelSchema }),
    () => t('toast.created'),
  );
}

/**
 * PUT /api/hotels/{id}: every field replaced, the amenities too. A partner's twin takes everything
 * but the stars and tier, which stay the platform's.
 */
export function useUpdateHotel() {
  const { t } = useTranslation('adminHotels');
  const area = useBackOfficeArea();
  return useHotelChange(
    ({ id, input }: { id: string; input: HotelUpdate }) => {
      const { stars: _stars, tier: _tier, ...details } = input;
      return apiRequest(areaPath(area, hotelPath(id)), {
        method: 'PUT',
        body: area === 'admin' ? input : details,
        schema: hotelSchema,
      });
    },
    () => t('toast.updated'),
  );
}

/** PUT /api/hotels/archive: an archived hotel leaves the public site; its bookings stand. */
export function useArchiveHotel() {
  const { t } = useTranslation('adminHotels');
  return useHotelChange(
    (input: { id: string; archived: boolean }) =>
      apiRequest('/hotels/archive', { method: 'PUT', body: input, schema: hotelSchema }),
    (hotel) => (hotel.archived ? t('toast.archived') : t('toast.unarchived')),
  );
}

/**
 * DELETE /api/hotels/{id}: the hotel goes with its rooms and photos. Refused with
 * HOTEL_HAS_UPCOMING_BOOKINGS while bookings are to come; the caller then offers to archive it.
 */
export function useDeleteHotel() {
  const { t } = useTranslation('adminHotels');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hotel: Hotel) => apiRequest(hotelPath(hotel.id), { method: 'DELETE' }),
    onSuccess: (_data, hotel) => {
      toast.success(t('toast.deleted'));
      queryClient.removeQueries({ queryKey: hotelKeys.detail(hotel.id) });
      return queryClient.invalidateQueries({ queryKey: hotelKeys.lists });
    },
    onError: toastApiError,
  });
}
