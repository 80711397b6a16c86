import { createFileRoute } from '@tanstack/react-router';
import { stayDraftOf } from '@/components/stay/stay-params';
import { BetaAccessForm } from '@/features/beta-access/components/beta-access-form';
import { FlightSearchForm } from '@/features/flights/components/flight-search-form';
import { flightDraftOf } from '@/features/flights/flight-search-params';
import { HomePage } from '@/features/home/components/home-page';
import { FeaturedDeals } from '@/features/search/components/featured-deals';
import { SearchForm } from '@/features/search/components/search-form';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/(site)/')({
  loader: () => loadNamespaces('home', 'search', 'stay', 'contact'),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <HomePage
      hotelSearch={<SearchForm initial={stayDraftOf({})} />}
      flightSearch={<FlightSearchForm variant="hero" initial={flightDraftOf({})} />}
      deals={<FeaturedDeals />}
      betaAccessForm={<BetaAccessForm />}
    />
  );
}
