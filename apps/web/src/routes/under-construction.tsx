import { createFileRoute } from '@tanstack/react-router';
import { BetaAccessForm } from '@/features/beta-access/components/beta-access-form';
import { UnderConstructionView } from '@/features/system/components/under-construction-view';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/under-construction')({
  loader: () => loadNamespaces('system', 'contact'),
  component: UnderConstructionRoute,
});

function UnderConstructionRoute() {
  return <UnderConstructionView signUp={<BetaAccessForm />} />;
}
