import { createFileRoute } from '@tanstack/react-router';
import { BetaAccessForm } from '@/features/beta-access/components/beta-access-form';
import { UnderConstructionView } from '@/features/system/components/under-construction-view';

export const Route = createFileRoute('/under-construction')({
  component: UnderConstructionRoute,
});

function UnderConstructionRoute() {
  return <UnderConstructionView signUp={<BetaAccessForm />} />;
}
