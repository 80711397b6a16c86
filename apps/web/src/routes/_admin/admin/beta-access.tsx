import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { betaAccessSearchSchema } from '@/features/beta-access/beta-access-search';
import { BetaAccessPage } from '@/features/beta-access/components/beta-access-page';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/beta-access')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminBetaAccess'),
  component: BetaAccessRoute,
});

function BetaAccessRoute() {
  const { search, navigate } = useListSearch(betaAccessSearchSchema, Route.useSearch(), Route.useNavigate());
  return <BetaAccessPage search={search} navigate={navigate} />;
}
