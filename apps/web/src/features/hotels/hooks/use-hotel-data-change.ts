import type { Hotel } from '@madabook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { hotelKeys } from '../api/query-keys';

/** For what other features change on a hotel's page: its photos, and its rooms (which its data counts). */
export function useHotelDataChange(hotelId: string) {
  const queryClient = useQueryClient();
  return {
    photosChange: (update: (photos: Hotel['photos']) => Hotel['photos']) =>
      queryClient.setQueryData<Hotel>(hotelKeys.detail(hotelId), (hotel) =>
        hotel ? { ...hotel, photos: update(hotel.photos) } : hotel,
      ),
    /** The room count and the occupancy calendar follow the rooms. */
    refresh: () => queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
  };
}
