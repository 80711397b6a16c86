import type { SocialProvider } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';
import { safeRedirectPath } from '@/lib/redirect';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

type RegisterPageProps = { redirect?: string; providers: SocialProvider[] };

export function RegisterPage({ redirect, providers }: RegisterPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  const redirectPath = safeRedirectPath(redirect);
  return (
    <>
      <AuthPageHeading
        pageTitle={t('register.pageTitle')}
        title={t('register.title')}
        description={t('register.description')}
      />
      <div className="mt-8 flex flex-col gap-6">
        <SocialSignIn providers={providers} redirectPath={redirectPath} />
        <RegisterForm redirectPath={redirectPath} />
        <p className="text-muted-foreground text-sm">
          {t('register.hasAccount')}{' '}
          <Link to="/login" search={{ redirect }} className="font-medium text-primary hover:underline">
            {t('common:nav.signIn')}
          </Link>
        </p>
      </div>
    </>
  );
}
