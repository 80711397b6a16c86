import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { betaAccessSearchSchema } from '@/features/beta-access/beta-access-search';
import { BetaAccessPage } from '@/features/beta-access/components/beta-access-page';

export const Route = createFileRoute('/_admin/admin/beta-access')({
  validateSearch: betaAccessSearchSchema,
  search: searchWithoutDefaults(betaAccessSearchSchema),
  component: BetaAccessRoute,
});

function BetaAccessRoute() {
  const navigate = Route.useNavigate();
  return <BetaAccessPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
