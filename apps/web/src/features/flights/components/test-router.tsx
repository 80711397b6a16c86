import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
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
  const router = createRouter({
    routeTree: rootRoute.addChildren([flightsRoute, bookRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
