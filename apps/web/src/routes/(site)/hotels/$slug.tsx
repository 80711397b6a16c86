import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { stayParamsSchema } from '@/components/stay/stay-url';
import { hotelBySlugQueryOptions } from '@/features/bookings/api/hotel';
import { HotelPage } from '@/features/bookings/components/hotel/hotel-page';
import { loadNamespaces } from '@/lib/i18n';
import { orNotFound } from '@/lib/or-not-found';

export const Route = createFileRoute('/(site)/hotels/$slug')({
  validateSearch: stayParamsSchema,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      orNotFound(queryClient.ensureQueryData(hotelBySlugQueryOptions(params.slug))),
      loadNamespaces('hotel', 'stay', 'booking'),
    ]),
  component: HotelRoute,
});

function HotelRoute() {
  const { slug } = Route.useParams();
  const hotel = useSuspenseQuery(hotelBySlugQueryOptions(slug)).data;
  return <HotelPage hotel={hotel} params={Route.useSearch()} />;
}
