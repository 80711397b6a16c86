import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '@/features/search/components/results-page';
import { hotelSearchParamsSchema } from '@/features/search/search-params';

export const Route = createFileRoute('/(site)/hotels/')({
  validateSearch: hotelSearchParamsSchema,
  component: HotelsRoute,
});

function HotelsRoute() {
  return <ResultsPage params={Route.useSearch()} />;
}
