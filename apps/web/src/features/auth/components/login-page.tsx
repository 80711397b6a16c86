import type { SocialProvider } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';
import { ErrorAlert } from '@/components/ui/error-alert';
import { redirectErrorMessage } from '@/lib/auth-errors';
import { safeRedirectPath } from '@/lib/redirect';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';
import { SocialSignIn } from './social-sign-in';

type LoginPageProps = {
  /** Where the visitor was going; followed only when it is a path of this site. */
  redirect?: string;
  /** A provider sign-in that failed comes back with its code and maybe a description. */
  error?: string;
  errorDescription?: string;
  providers: SocialProvider[];
};

export function LoginPage({ redirect, error, errorDescription, providers }: LoginPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  const redirectPath = safeRedirectPath(redirect);
  return (
    <>
      <AuthPageHeading
        pageTitle={t('login.pageTitle')}
        title={t('login.title')}
        description={t('login.description')}
      />
      <div className="mt-8 flex flex-col gap-6">
        <SignedInNotice sentBack={redirect !== undefined} />
        {error && (
          <ErrorAlert
            title={
              redirectErrorMessage(error, errorDescription) ?? t('login.providerFailed', { code: error })
            }
          />
        )}
        <SocialSignIn providers={providers} redirectPath={redirectPath} />
        <LoginForm redirectPath={redirectPath} />
        <p className="text-muted-foreground text-sm">
          {t('login.noAccount')}{' '}
          <Link to="/register" search={{ redirect }} className="font-medium text-primary hover:underline">
            {t('common:nav.register')}
          </Link>
        </p>
      </div>
    </>
  );
}
