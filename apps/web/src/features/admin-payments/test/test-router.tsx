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
import { useListSearch } from '@/components/admin/use-table-search';
import { uncheckedSearch } from '@/lib/url-params';
import { PaymentsPage } from '../components/payments-page';
import { paymentsSearchSchema } from '../payments-search';

/**
 * /admin/payments as its route builds it, and /admin/bookings/{id} showing `booking` (a stand-in
 * unless given), so that the links, the URL's filters and the navigations go through a real router.
 */
export async function renderAdminPage(
  initialEntry: string,
  booking: () => ReactNode = () => <h1>Booking</h1>,
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const paymentsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/payments',
    validateSearch: uncheckedSearch,
    component: function Payments() {
      const { search, navigate } = useListSearch(
        paymentsSearchSchema,
        paymentsRoute.useSearch(),
        paymentsRoute.useNavigate(),
      );
      return <PaymentsPage search={search} navigate={navigate} />;
    },
  });
  const bookingRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/bookings/$bookingId',
    component: booking,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([paymentsRoute, bookingRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
