import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { PaymentsPage } from '@/features/admin-payments/components/payments-page';
import { paymentsSearchSchema } from '@/features/admin-payments/payments-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/payments')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminPayments'),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { search, navigate } = useListSearch(paymentsSearchSchema, Route.useSearch(), Route.useNavigate());
  return <PaymentsPage search={search} navigate={navigate} />;
}
