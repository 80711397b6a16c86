import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { hotelListQueryOptions } from '@/features/hotels/api/hotels';
import { HotelsPage } from '@/features/hotels/components/hotels-page';
import { hotelsSearchSchema } from '@/features/hotels/hotels-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/hotels')({
  validateSearch: uncheckedSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(hotelListQueryOptions(hotelsSearchSchema.parse(deps)));
    void queryClient.prefetchQuery(amenitiesQueryOptions);
    return loadNamespaces('adminHotels', 'adminAmenities');
  },
  component: HotelsRoute,
});

function HotelsRoute() {
  const { search, navigate } = useListSearch(hotelsSearchSchema, Route.useSearch(), Route.useNavigate());
  const amenities = useQuery(amenitiesQueryOptions).data;
  return <HotelsPage search={search} navigate={navigate} amenities={amenities} />;
}
