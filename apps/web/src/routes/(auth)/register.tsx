import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';

export const Route = createFileRoute('/(auth)/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthPageHeading
      pageTitle={t('register.pageTitle')}
      title={t('register.title')}
      description={t('register.description')}
    >
      <p className="mt-6 text-muted-foreground text-sm">
        {t('register.hasAccount')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('common:nav.signIn')}
        </Link>
      </p>
    </AuthPageHeading>
  );
}
