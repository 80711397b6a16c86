import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { hotelBySlugQueryOptions } from '@/features/bookings/api/hotel';
import { bookingParamsSchema } from '@/features/bookings/booking-url';
import { ReviewPage } from '@/features/bookings/components/review/review-page';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';
import { loadNamespaces } from '@/lib/i18n';
import { orNotFound } from '@/lib/or-not-found';

/** The review step: signing in on the way keeps the whole selection, which lives in this address. */
export const Route = createFileRoute('/_authenticated/hotels/$slug/book')({
  validateSearch: bookingParamsSchema,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      orNotFound(queryClient.ensureQueryData(hotelBySlugQueryOptions(params.slug))),
      loadNamespaces('booking', 'stay', 'payments'),
    ]),
  component: BookRoute,
});

function BookRoute() {
  const { slug } = Route.useParams();
  const { session } = Route.useRouteContext();
  const hotel = useSuspenseQuery(hotelBySlugQueryOptions(slug)).data;
  const payments = useQuery(publicConfigQueryOptions).data?.payments;
  return <ReviewPage hotel={hotel} params={Route.useSearch()} user={session.user} payments={payments} />;
}
