import type { InvitationView } from '@madabook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheckIcon, LogInIcon, LogOutIcon, UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { signOut, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { invitationQueryOptions, useAcceptInvitation } from '../api/invitations';

/**
 * `/partner/invitations/{token}`, the link of an invitation mail: what it offers, then the way to
 * accept it (signed in with the address invited), or why it cannot be.
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation('adminPartner');
  usePageTitle(`${t('invitation.title')} — MadaBook`);
  const invitation = useQuery(invitationQueryOptions(token));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      {invitation.error ? (
        <ErrorAlert
          title={
            invitation.error instanceof ApiError && invitation.error.isClientError
              ? t('invitation.notFound')
              : t('invitation.loadError')
          }
        />
      ) : !invitation.data ? (
        <Skeleton className="h-56 w-full" />
      ) : (
        <InvitationCard token={token} invitation={invitation.data} />
      )}
    </div>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { t } = useTranslation('adminPartner');
  const language = useLanguage();
  const property = invitation.property.name;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="font-display text-2xl">{t('invitation.heading', { property })}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p>
          {t('invitation.intro', {
            property,
            kind: t(`kinds.${invitation.property.kind}`),
            role: t(`roles.${invitation.role}`),
          })}
        </p>
        <p className="text-muted-foreground text-sm">
          {t('invitation.sentTo', { email: invitation.email })}{' '}
          {invitation.status === 'PENDING' &&
            t('invitation.expiresOn', { date: formatDate(invitation.expiresAt, language) })}
        </p>
        {invitation.status === 'ACCEPTED' ? (
          <Alert variant="success">
            <CircleCheckIcon aria-hidden />
            <AlertTitle>{t('invitation.used')}</AlertTitle>
            <AlertDescription>
              <Link to="/partner" className="font-medium underline underline-offset-4">
                {t('invitation.goToPartner')}
              </Link>
            </AlertDescription>
          </Alert>
        ) : invitation.status === 'EXPIRED' ? (
          <ErrorAlert title={t('invitation.expired')} />
        ) : (
          <Acceptance token={token} invitation={invitation} />
        )}
      </CardContent>
    </Card>
  );
}

/** Signed in with the address invited: accept. Otherwise: sign in, sign up, or sign out of the wrong account. */
function Acceptance({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { t } = useTranslation(['adminPartner', 'auth']);
  const { status, user } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const back = `/partner/invitations/${token}`;

  if (status === 'idle' || status === 'loading') return <Skeleton className="h-11 w-full" />;
  if (!user) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('invitation.signInFirst')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/login" search={{ redirect: back }}>
              <LogInIcon aria-hidden />
              {t('invitation.signIn')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/register" search={{ redirect: back }}>
              <UserPlusIcon aria-hidden />
              {t('invitation.register')}
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <ErrorAlert title={t('invitation.wrongAccount', { current: user.email, email: invitation.email })}>
        <SignOutButton />
      </ErrorAlert>
    );
  }
  return (
    <Button
      size="lg"
      loading={accept.isPending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: ({ property }) => {
            toast.success(t('invitation.accepted', { property: invitation.property.name }));
            if (property.kind === 'HOTEL') {
              void navigate({ to: '/partner/hotels/$hotelId', params: { hotelId: property.id } });
            } else {
              void navigate({ to: '/partner/airlines/$code', params: { code: property.id } });
            }
          },
        })
      }
    >
      <CircleCheckIcon aria-hidden />
      {t('invitation.accept')}
    </Button>
  );
}

function SignOutButton() {
  const { t } = useTranslation('adminPartner');
  const queryClient = useQueryClient();
  return (
    <Button variant="outline" size="sm" onClick={() => void signOut(queryClient)}>
      <LogOutIcon aria-hidden />
      {t('invitation.signOut')}
    </Button>
  );
}
