import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { hotelListQueryOptions } from '@/features/hotels/api/hotels';
import { HotelsPage } from '@/features/hotels/components/hotels-page';
import { hotelsSearchSchema } from '@/features/hotels/hotels-search';

export const Route = createFileRoute('/_admin/admin/hotels')({
  validateSearch: hotelsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(hotelListQueryOptions(deps));
    void queryClient.prefetchQuery(amenitiesQueryOptions);
  },
  component: HotelsRoute,
});

function HotelsRoute() {
  const navigate = Route.useNavigate();
  const amenities = useQuery(amenitiesQueryOptions).data;
  return (
    <HotelsPage
      search={Route.useSearch()}
      navigate={(update) => navigate({ search: update })}
      amenities={amenities}
    />
  );
}
