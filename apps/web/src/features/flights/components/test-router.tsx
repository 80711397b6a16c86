import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderRoutes } from '@/test/render-routes';
import { flightSearchParamsSchema } from '../flight-search-url';
import { FlightsPage } from './flights-page';

/**
 * A router with /flights (the page, or `page` in its place) and /flights/book (a stand-in), for the
 * component tests: the links and navigations under test go through a real router.
 */
export async function renderWithRouter(
  initialEntry: string,
  options: { page?: () => ReactNode; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const flightsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/flights',
    validateSearch: flightSearchParamsSchema,
    component: function Flights() {
      const params = flightsRoute.useSearch();
      return options.page ? options.page() : <FlightsPage params={params} />;
    },
  });
  const bookRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/flights/book',
    component: () => <h1>Réservation</h1>,
  });
  return renderRoutes(rootRoute.addChildren([flightsRoute, bookRoute]), { initialEntry, ...options });
}
