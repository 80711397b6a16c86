import { isoDateSchema, todayInMadagascar } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { frontDeskQueryOptions } from '@/features/admin-bookings/api/front-desk';
import { FrontDeskPage } from '@/features/admin-bookings/components/front-desk/front-desk-page';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

/** The hotel's first page: its front desk, on the day of `?date=` (today when none). */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/')({
  validateSearch: uncheckedSearch,
  // Read as it is: the route tree every page downloads does not carry the date rules.
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context: { queryClient }, params: { hotelId }, deps }) => {
    // The day is asked for with the page's code, not once the page is drawn.
    const date = isoDateSchema.safeParse(deps.date).data ?? todayInMadagascar();
    void queryClient.prefetchQuery(frontDeskQueryOptions(hotelId, date));
    return loadNamespaces('adminFrontDesk', 'adminBookings', 'stay');
  },
  component: FrontDeskRoute,
});

function FrontDeskRoute() {
  const { hotelId } = Route.useParams();
  const date = isoDateSchema.safeParse(Route.useSearch().date).data;
  const hotel = useQuery(propertiesQueryOptions).data?.hotels.find((candidate) => candidate.id === hotelId);
  return <FrontDeskPage hotelId={hotelId} hotelName={hotel?.name ?? ''} date={date} />;
}
