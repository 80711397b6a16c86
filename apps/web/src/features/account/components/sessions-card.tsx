import { useQuery } from '@tanstack/react-query';
import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { SessionRecord } from '@/lib/session-request';
import { sessionsQueryOptions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { describeUserAgent } from '../user-agent';
import { AccountSection } from './account-section';
import { QueryErrorAlert } from './query-error-alert';

type SessionsCardProps = { userId: string; currentSessionId: string };

/** The devices signed in to the account, this one first, each of the others revocable. */
export function SessionsCard({ userId, currentSessionId }: SessionsCardProps) {
  const { t } = useTranslation('account');
  const sessions = useQuery(sessionsQueryOptions(userId));
  const revokeOthers = useRevokeOtherSessions(userId);
  const isCurrent = (session: SessionRecord) => session.id === currentSessionId;
  const sorted = [...(sessions.data ?? [])].sort(
    (a, b) => Number(isCurrent(b)) - Number(isCurrent(a)) || b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
  const othersCount = sorted.filter((session) => !isCurrent(session)).length;
  return (
    <AccountSection title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending && <Skeleton className="h-32" />}
      {sessions.isError && <QueryErrorAlert error={sessions.error} />}
      {sessions.isSuccess && (
        <>
          <ul className="flex flex-col divide-y divide-border rounded-lg border">
            {sorted.map((session) => (
              <SessionItem key={session.id} userId={userId} session={session} current={isCurrent(session)} />
            ))}
          </ul>
          <Button
            variant="outline"
            className="self-start"
            disabled={othersCount === 0}
            loading={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate(undefined)}
          >
            {t('sessions.revokeOthers')}
          </Button>
        </>
      )}
    </AccountSection>
  );
}

type SessionItemProps = { userId: string; session: SessionRecord; current: boolean };

function SessionItem({ userId, session, current }: SessionItemProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const revoke = useRevokeSession(userId);
  const detailsId = useId();
  const { browser, system, mobile } = describeUserAgent(session.userAgent);
  const Icon = mobile ? SmartphoneIcon : MonitorIcon;
  const device =
    browser && system
      ? t('sessions.device', { browser, system })
      : (browser ?? system ?? t('sessions.unknownDevice'));
  const signedInAt = formatDate(session.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {current && <Badge variant="success">{t('sessions.thisDevice')}</Badge>}
        </p>
        <p id={detailsId} className="text-muted-foreground text-sm">
          {session.ipAddress && `${t('sessions.ipAddress', { ip: session.ipAddress })} · `}
          {t('sessions.signedInAt', { date: signedInAt })}
        </p>
      </div>
      {!current && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={detailsId}
          loading={revoke.isPending}
          onClick={() => revoke.mutate(session.token)}
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
