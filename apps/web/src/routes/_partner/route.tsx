import { createFileRoute, Outlet } from '@tanstack/react-router';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { PartnerLayout } from '@/features/partners/components/partner-layout';
import { loadNamespaces } from '@/lib/i18n';
import { sessionOrSignIn } from '@/lib/session';

/** The partner area: any signed-in account (one without properties sees how to get some); else sign in first. */
export const Route = createFileRoute('/_partner')({
  beforeLoad: ({ context, location }) => sessionOrSignIn(context.queryClient, location.href),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(propertiesQueryOptions),
      loadNamespaces('adminPartner', 'adminTable', 'auth'),
    ]);
  },
  component: PartnerLayoutRoute,
});

function PartnerLayoutRoute() {
  return (
    <PartnerLayout>
      <Outlet />
    </PartnerLayout>
  );
}
