import type { SocialProvider } from '@madabook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { KeyRoundIcon, LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { type LinkedAccount, useLinkSocial, useUnlinkAccount } from '../api/linked-accounts';
import { providerName } from '../provider-name';
import { AccountSection } from './account-section';
import { QueryErrorAlert } from './query-error-alert';

type LinkedAccountsCardProps = {
  userId: string;
  linkedAccounts: UseQueryResult<LinkedAccount[]>;
  /** The providers the server enables: those not linked yet can be. */
  providers: SocialProvider[];
};

/** The ways to sign in: each can be unlinked but the last one; each enabled provider can be linked. */
export function LinkedAccountsCard({ userId, linkedAccounts, providers }: LinkedAccountsCardProps) {
  const { t } = useTranslation('account');
  const lastAccountNoteId = useId();
  const accounts = linkedAccounts.data ?? [];
  const linkable = providers.filter((provider) => !accounts.some((a) => a.providerId === provider.id));
  const onlyOne = accounts.length === 1;
  return (
    <AccountSection title={t('linkedAccounts.title')} description={t('linkedAccounts.description')}>
      {linkedAccounts.isPending && <Skeleton className="h-24" />}
      {linkedAccounts.isError && <QueryErrorAlert error={linkedAccounts.error} />}
      {linkedAccounts.isSuccess && (
        <>
          <ul className="flex flex-col divide-y divide-border rounded-lg border">
            {accounts.map((account) => (
              <LinkedAccountItem
                key={account.id}
                userId={userId}
                account={account}
                name={providerName(account.providerId, providers, t('linkedAccounts.credential'))}
                lastAccountNoteId={onlyOne ? lastAccountNoteId : undefined}
              />
            ))}
          </ul>
          {onlyOne && (
            <p id={lastAccountNoteId} className="text-muted-foreground text-sm">
              {t('linkedAccounts.lastAccount')}
            </p>
          )}
          {linkable.length > 0 && <LinkProviders providers={linkable} />}
        </>
      )}
    </AccountSection>
  );
}

type LinkedAccountItemProps = {
  userId: string;
  account: LinkedAccount;
  name: string;
  /** Set when this is the only account left: it cannot be unlinked, and this note says why. */
  lastAccountNoteId: string | undefined;
};

function LinkedAccountItem({ userId, account, name, lastAccountNoteId }: LinkedAccountItemProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const unlink = useUnlinkAccount(userId);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <KeyRoundIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium">{name}</p>
        <p className="text-muted-foreground text-sm">
          {t('linkedAccounts.linkedAt', { date: formatDate(account.createdAt, language) })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('linkedAccounts.unlinkProvider', { provider: name })}
        aria-describedby={lastAccountNoteId}
        disabled={lastAccountNoteId !== undefined}
        loading={unlink.isPending}
        onClick={() => unlink.mutate(account)}
      >
        {t('linkedAccounts.unlink')}
      </Button>
    </li>
  );
}

function LinkProviders({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('account');
  const link = useLinkSocial();
  // Once the provider's address is known the browser is leaving: the buttons stay busy until then.
  const leaving = link.isPending || link.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-sm">{t('linkedAccounts.linkTitle')}</h3>
      <div className="flex flex-wrap gap-2">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="outline"
            size="sm"
            disabled={leaving}
            loading={leaving && link.variables === provider.id}
            onClick={() => link.mutate(provider.id)}
          >
            <LinkIcon aria-hidden />
            {t('linkedAccounts.link', { provider: provider.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
