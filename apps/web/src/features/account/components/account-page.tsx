import type { SocialProvider } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LuggageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { redirectErrorMessage } from '@/lib/auth-errors';
import type { Session } from '@/lib/session-request';
import { usePageTitle } from '@/lib/use-page-title';
import { CREDENTIAL_PROVIDER_ID, linkedAccountsQueryOptions } from '../api/linked-accounts';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { LinkedAccountsCard } from './linked-accounts-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

type AccountPageProps = {
  session: Session;
  providers: SocialProvider[];
  /** The code of a provider link that was refused, from the way back to this page. */
  linkError?: string;
  /** Sends a new verification link to the user's address. */
  verificationButton: ReactNode;
};

export function AccountPage({ session, providers, linkError, verificationButton }: AccountPageProps) {
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('pageTitle'));
  const { user } = session;
  const linkedAccounts = useQuery(linkedAccountsQueryOptions(user.id));
  // Unknown while loading; if the list cannot be read, assume a password, the usual case (the
  // server's answer corrects it).
  const hasPassword = linkedAccounts.isError
    ? true
    : linkedAccounts.data?.some((account) => account.providerId === CREDENTIAL_PROVIDER_ID);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar src={user.image} name={user.name} className="size-14 text-xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-display font-semibold text-3xl text-foreground">{t('title')}</h1>
          <p className="truncate text-muted-foreground">{user.email}</p>
        </div>
        <Button asChild variant="outline" className="w-full sm:ml-auto sm:w-auto">
          <Link to="/account/trips">
            <LuggageIcon aria-hidden />
            {t('common:nav.trips')}
          </Link>
        </Button>
      </header>
      {linkError && <LinkErrorAlert code={linkError} />}
      <ProfileCard user={user} />
      <EmailCard user={user} verificationButton={verificationButton} />
      <PasswordCard userId={user.id} hasPassword={hasPassword} />
      <SessionsCard userId={user.id} currentSessionId={session.session.id} />
      <LinkedAccountsCard userId={user.id} linkedAccounts={linkedAccounts} providers={providers} />
      <DeleteAccountCard user={user} hasPassword={hasPassword} />
    </div>
  );
}

function LinkErrorAlert({ code }: { code: string }) {
  const { t } = useTranslation('account');
  return (
    <ErrorAlert title={redirectErrorMessage(code) ?? t('linkedAccounts.linkFailed', { code })}>
      <Button asChild variant="outline" size="sm">
        <Link to="/account" search={{}} replace>
          {t('dismiss')}
        </Link>
      </Button>
    </ErrorAlert>
  );
}
