import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/admin/page-header';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { OccupancyCalendar } from '@/features/hotels/components/occupancy-calendar';
import { loadPartnerHotel } from '@/features/partners/api/partner-hotel';

/** Prices, rooms for sale, closures and minimum stays of the hotel, night by night (owners and managers). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/calendar')({
  loader: ({ context: { queryClient }, params: { hotelId } }) => loadPartnerHotel(queryClient, hotelId),
  component: PartnerCalendarRoute,
});

function PartnerCalendarRoute() {
  const { hotelId } = Route.useParams();
  const hotel = useQuery(hotelQueryOptions(hotelId, 'partner')).data;
  return (
    <>
      <PageHeader title={hotel?.name ?? ''} />
      <OccupancyCalendar hotelId={hotelId} />
    </>
  );
}
