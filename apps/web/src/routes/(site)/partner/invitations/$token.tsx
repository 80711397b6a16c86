import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '@/features/partners/components/invitation-page';
import { loadNamespaces } from '@/lib/i18n';

/** The link of an invitation mail: open to anyone holding it, accepted once signed in with the address invited. */
export const Route = createFileRoute('/(site)/partner/invitations/$token')({
  loader: () => loadNamespaces('adminPartner', 'auth'),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}
