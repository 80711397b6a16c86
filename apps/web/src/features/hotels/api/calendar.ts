import type { CalendarUpdate } from '@madabook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaPath, useBackOfficeArea } from '@/lib/back-office-area';
import { hotelKeys } from './query-keys';

/**
 * PUT /api/admin/hotels/{id}/calendar: prices, rooms for sale, closures and minimum stays over a
 * range of nights of some room types. Every window of the hotel's calendar is read again after it.
 * Refused with ROOMS_BELOW_SOLD (details: the night and room type) when fewer rooms would be for
 * sale than are sold. Feedback is the caller's: the dialog names the night.
 */
export function useUpdateCalendar(hotelId: string) {
  const queryClient = useQueryClient();
  const area = useBackOfficeArea();
  return useMutation({
    mutationFn: (input: CalendarUpdate) =>
      apiRequest(areaPath(area, `/admin/hotels/${encodeURIComponent(hotelId)}/calendar`), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotelOccupancy(hotelId) }),
  });
}
