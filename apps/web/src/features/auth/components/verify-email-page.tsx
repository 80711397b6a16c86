import { Link } from '@tanstack/react-router';
import { CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { redirectErrorMessage } from '@/lib/auth-errors';
import { safeRedirectPath } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * Where the verification link lands: verified (and, the server permitting, signed in), or an error
 * code (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND, INVALID_USER, in either case).
 */
export function VerifyEmailPage({ error, redirect }: { error?: string; redirect?: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthPageHeading
        pageTitle={t('verifyEmail.pageTitle')}
        title={error ? t('verifyEmail.failedTitle') : t('verifyEmail.title')}
        description={error ? t('verifyEmail.failedDescription') : t('verifyEmail.description')}
      />
      <div className="mt-8 flex flex-col gap-6">
        {error ? <VerificationFailed code={error} /> : <Verified redirect={redirect} />}
      </div>
    </>
  );
}

/** Verified: on to where the sign-up was going (an invitation to accept…), else the account. */
function Verified({ redirect }: { redirect?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { status, isAuthenticated } = useSession();
  const next = safeRedirectPath(redirect, '');
  return (
    <>
      <Alert variant="success">
        <CircleCheckIcon aria-hidden />
        <AlertTitle>{t('verifyEmail.verified')}</AlertTitle>
      </Alert>
      {status === 'loading' ? (
        <Skeleton className="h-12 w-full" />
      ) : (
        <Button asChild size="lg">
          {isAuthenticated ? (
            next ? (
              <Link to={next}>{t('verifyEmail.continue')}</Link>
            ) : (
              <Link to="/account">{t('verifyEmail.goToAccount')}</Link>
            )
          ) : (
            <Link to="/login" search={next ? { redirect: next } : {}}>
              {t('common:nav.signIn')}
            </Link>
          )}
        </Button>
      )}
    </>
  );
}

function VerificationFailed({ code }: { code: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { user } = useSession();
  const message = redirectErrorMessage(code) ?? t('verifyEmail.unknownError', { code });
  if (!user) {
    return (
      <ErrorAlert title={message}>
        <p className="w-full">{t('verifyEmail.signInForNewLink')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/login" search={{ redirect: '/account' }}>
            {t('common:nav.signIn')}
          </Link>
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <ErrorAlert title={message}>
      {user.emailVerified ? (
        <p className="w-full">{t('verifyEmail.alreadyVerified')}</p>
      ) : (
        <ResendVerificationButton email={user.email} />
      )}
    </ErrorAlert>
  );
}
