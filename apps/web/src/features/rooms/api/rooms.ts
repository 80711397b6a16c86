import { type Room, type RoomInput, type RoomUpdateValues, roomSchema } from '@madabook/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea, useBackOfficeArea } from '@/lib/back-office-area';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';

const roomsQueryKey = (hotelId: string) => ['admin', 'rooms', hotelId] as const;
const roomPath = (id: string) => `/hotels/rooms/${encodeURIComponent(id)}`;

/** GET /api/hotels/{id}/rooms (or its partner twin): the hotel's kinds of room, cheapest first, with every field. */
export function roomsQueryOptions(hotelId: string, area: BackOfficeArea = 'admin') {
  return queryOptions({
    queryKey: roomsQueryKey(hotelId),
    queryFn: ({ signal }) =>
      apiRequest(areaPath(area, `/hotels/${encodeURIComponent(hotelId)}/rooms`), {
        schema: z.array(roomSchema),
        signal,
      }),
  });
}

/** A change to the hotel's rooms: its toast, the rooms read again, and `onChanged` for what depends on them. */
function useRoomChange<Input>(
  hotelId: string,
  request: (input: Input) => Promise<unknown>,
  successText: (input: Input) => string,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, input) => {
      toast.success(successText(input));
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: roomsQueryKey(hotelId) });
    },
    onError: toastApiError,
  });
}

export type RoomSave = { id?: string; input: RoomUpdateValues };

/** POST /api/hotels/rooms, or PUT /api/hotels/rooms/{id} when `id` is given. */
export function useSaveRoom(hotelId: string, onChanged?: () => void) {
  const { t } = useTranslation('adminRooms');
  const area = useBackOfficeArea();
  return useRoomChange(
    hotelId,
    ({ id, input }: RoomSave) =>
      id
        ? apiRequest(areaPath(area, roomPath(id)), { method: 'PUT', body: input, schema: roomSchema })
        : apiRequest(areaPath(area, '/hotels/rooms'), {
            method: 'POST',
            body: { ...input, hotelId } satisfies RoomInput,
            schema: roomSchema,
          }),
    ({ id }) => (id ? t('toast.updated') : t('toast.created')),
    onChanged,
  );
}

/** DELETE /api/hotels/rooms/{id}; refused with ROOM_HAS_UPCOMING_BOOKINGS while bookings are to come. */
export function useDeleteRoom(hotelId: string, onChanged?: () => void) {
  const { t } = useTranslation('adminRooms');
  const area = useBackOfficeArea();
  return useRoomChange(
    hotelId,
    (room: Room) => apiRequest(areaPath(area, roomPath(room.id)), { method: 'DELETE' }),
    () => t('toast.deleted'),
    onChanged,
  );
}

/** Writes a room's photos, as the photo gallery changes them, into the hotel's rooms. */
export function useRoomPhotosChange(hotelId: string) {
  const queryClient = useQueryClient();
  return (roomId: string) => (update: (photos: Room['photos']) => Room['photos']) =>
    queryClient.setQueryData<Room[]>(roomsQueryKey(hotelId), (rooms) =>
      rooms?.map((room) => (room.id === roomId ? { ...room, photos: update(room.photos) } : room)),
    );
}
