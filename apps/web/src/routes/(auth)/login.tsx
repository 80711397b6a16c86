import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';

export const Route = createFileRoute('/(auth)/login')({
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthPageHeading
      pageTitle={t('login.pageTitle')}
      title={t('login.title')}
      description={t('login.description')}
    >
      <p className="mt-6 text-muted-foreground text-sm">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="font-medium text-primary hover:underline">
          {t('common:nav.register')}
        </Link>
      </p>
      <Link to="/reset-password" className="font-medium text-primary text-sm hover:underline">
        {t('login.forgotPassword')}
      </Link>
    </AuthPageHeading>
  );
}
