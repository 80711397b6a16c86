import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '@/features/search/components/results-page';
import { hotelSearchParamsSchema } from '@/features/search/search-url';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/(site)/hotels/')({
  validateSearch: hotelSearchParamsSchema,
  loader: () => loadNamespaces('search', 'searchPage', 'stay'),
  component: HotelsRoute,
});

function HotelsRoute() {
  return <ResultsPage params={Route.useSearch()} />;
}
