import { createFileRoute } from '@tanstack/react-router';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { flightSearchParamsSchema } from '@/features/flights/flight-search-params';

export const Route = createFileRoute('/(site)/flights/')({
  validateSearch: flightSearchParamsSchema,
  component: FlightsRoute,
});

function FlightsRoute() {
  return <FlightsPage params={Route.useSearch()} />;
}
