import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { stayParamsSchema } from '@/components/stay/stay-params';
import { hotelBySlugQueryOptions } from '@/features/bookings/api/hotel';
import { HotelPage } from '@/features/bookings/components/hotel/hotel-page';
import { orNotFound } from '@/lib/or-not-found';

export const Route = createFileRoute('/(site)/hotels/$slug')({
  validateSearch: stayParamsSchema,
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(queryClient.ensureQueryData(hotelBySlugQueryOptions(params.slug))),
  component: HotelRoute,
});

function HotelRoute() {
  const { slug } = Route.useParams();
  const hotel = useSuspenseQuery(hotelBySlugQueryOptions(slug)).data;
  return <HotelPage hotel={hotel} params={Route.useSearch()} />;
}
