import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { linkedAccountsQueryOptions } from '@/features/account/api/linked-accounts';
import { sessionsQueryOptions } from '@/features/account/api/sessions';
import { AccountPage } from '@/features/account/components/account-page';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** A refused account link comes back here with its code. */
const accountSearchSchema = z.object({ error: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/account/')({
  validateSearch: accountSearchSchema,
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(linkedAccountsQueryOptions(session.user.id));
    void queryClient.prefetchQuery(sessionsQueryOptions(session.user.id));
    return loadNamespaces('account', 'auth', 'authErrors');
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { error } = Route.useSearch();
  const { session } = useSession();
  const providers = useQuery(publicConfigQueryOptions).data?.socialProviders ?? [];
  // Signed out meanwhile: the sign-out itself leaves the page.
  if (!session) return null;
  return (
    <AccountPage
      session={session}
      providers={providers}
      linkError={error}
      verificationButton={<ResendVerificationButton email={session.user.email} />}
    />
  );
}
