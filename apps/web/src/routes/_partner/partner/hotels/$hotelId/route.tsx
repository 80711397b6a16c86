import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { loadNamespaces } from '@/lib/i18n';
import { toastApiError } from '@/lib/toasts';

/** One of the partner's hotels: read before its pages show; one it cannot reach sends it back to its list. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId')({
  loader: async ({ context: { queryClient }, params: { hotelId }, preload }) => {
    const texts = loadNamespaces(
      'adminHotels',
      'adminRooms',
      'adminPhotos',
      'adminOccupancy',
      'adminAmenities',
    );
    try {
      await queryClient.ensureQueryData({
        ...hotelQueryOptions(hotelId, 'partner'),
        revalidateIfStale: true,
      });
    } catch (error) {
      if (preload) throw error;
      toastApiError(error);
      throw redirect({ to: '/partner' });
    }
    await texts;
  },
  component: Outlet,
});
