import { hotelRoleAllows } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { HotelPage } from '@/features/hotels/components/hotel-page';
import { loadPartnerHotel } from '@/features/partners/api/partner-hotel';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { useCurrentProperty } from '@/features/partners/components/partner-nav';
import { roomsQueryOptions } from '@/features/rooms/api/rooms';
import { useHotelGalleries } from '@/routes/-shared/hotel-galleries';

/** The hotel as travellers see it, kept by its owners and managers: details, photos, rooms. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/hotel')({
  loader: ({ context: { queryClient }, params: { hotelId } }) => {
    void queryClient.prefetchQuery(roomsQueryOptions(hotelId, 'partner'));
    void queryClient.prefetchQuery(amenitiesQueryOptions);
    return loadPartnerHotel(queryClient, hotelId);
  },
  component: PartnerHotelRoute,
});

function PartnerHotelRoute() {
  const { hotelId } = Route.useParams();
  const amenities = useQuery(amenitiesQueryOptions).data;
  const role = useCurrentProperty(useQuery(propertiesQueryOptions).data).hotel?.role;
  const galleries = useHotelGalleries(hotelId, {
    calendarFeeds: role !== undefined && hotelRoleAllows(role, 'rooms'),
  });
  return <HotelPage hotelId={hotelId} amenities={amenities} {...galleries} />;
}
