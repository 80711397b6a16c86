import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { flightOfferQueryOptions } from '@/features/flight-booking/api/offers';
import { FlightBookingPage } from '@/features/flight-booking/components/flight-booking-page';
import { checkFlightBookingRequest } from '@/features/flight-booking/flight-booking-params';
import { flightBookingParamsSchema } from '@/features/flight-booking/flight-booking-url';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';
import { loadNamespaces } from '@/lib/i18n';

/**
 * Passengers and Confirm for the offers chosen on the results page (`offers`: outbound then return,
 * comma-separated) and the passengers counted there; signing in on the way keeps them all.
 */
export const Route = createFileRoute('/_authenticated/flights/book')({
  validateSearch: flightBookingParamsSchema,
  loaderDeps: ({ search }) => search,
  // Starts fetching the offers early; an expired one is the page's to explain, not an error view.
  loader: ({ context: { queryClient }, deps }) => {
    const { request } = checkFlightBookingRequest(deps);
    for (const offerId of request?.offerIds ?? [])
      void queryClient.prefetchQuery(flightOfferQueryOptions(offerId));
    return loadNamespaces('flightBooking', 'stay', 'payments');
  },
  component: BookFlightsRoute,
});

function BookFlightsRoute() {
  const { session } = Route.useRouteContext();
  const payments = useQuery(publicConfigQueryOptions).data?.payments;
  return <FlightBookingPage params={Route.useSearch()} user={session.user} payments={payments} />;
}
