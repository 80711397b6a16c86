import type { QueryClient } from '@tanstack/react-query';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { loadNamespaces } from '@/lib/i18n';

/**
 * What the hotel's management pages (details, calendar, team, reports) read before they show: the
 * hotel and the back office's hotel texts. The front desk and the bookings need neither, and do not
 * wait for them on a phone.
 */
export async function loadPartnerHotel(queryClient: QueryClient, hotelId: string): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData({ ...hotelQueryOptions(hotelId, 'partner'), revalidateIfStale: true }),
    loadNamespaces('adminHotels', 'adminRooms', 'adminPhotos', 'adminOccupancy', 'adminAmenities'),
  ]);
}
