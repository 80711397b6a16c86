import { createFileRoute } from '@tanstack/react-router';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { flightSearchParamsSchema } from '@/features/flights/flight-search-url';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/(site)/flights/')({
  validateSearch: flightSearchParamsSchema,
  loader: () => loadNamespaces('flights', 'searchPage', 'stay'),
  component: FlightsRoute,
});

function FlightsRoute() {
  return <FlightsPage params={Route.useSearch()} />;
}
