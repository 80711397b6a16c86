import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useListSearch } from '@/components/admin/use-table-search';
import { uncheckedSearch } from '@/lib/url-params';
import { renderRoutes } from '@/test/render-routes';
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
  return renderRoutes(rootRoute.addChildren([paymentsRoute, bookingRoute]), { initialEntry });
}
