import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/admin/page-header';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { OccupancyCalendar } from '@/features/hotels/components/occupancy-calendar';

/** Prices, rooms for sale, closures and minimum stays of the hotel, night by night (owners and managers). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/calendar')({
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
