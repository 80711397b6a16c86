import type { Airline } from '@madabook/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { airlinesQueryOptions } from '@/features/admin-flights/api/airlines';
import { AirlinesPage } from '@/features/admin-flights/components/airlines-page';
import { TeamCard } from '@/features/partners/components/team-card';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/flights/airlines')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(airlinesQueryOptions);
    return loadNamespaces('adminPartner');
  },
  component: AirlinesRoute,
});

/** Each airline opens on its team: the back office invites its first owner there. */
function AirlinesRoute() {
  return (
    <AirlinesPage
      team={(airline: Airline) => (
        <TeamCard property={{ kind: 'AIRLINE', id: airline.code }} propertyName={airline.name} />
      )}
    />
  );
}
