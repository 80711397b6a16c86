import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';

export const Route = createFileRoute('/(auth)/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthPageHeading
      pageTitle={t('resetPassword.pageTitle')}
      title={t('resetPassword.title')}
      description={t('resetPassword.description')}
    >
      <p className="mt-6 text-muted-foreground text-sm">
        {t('resetPassword.rememberedIt')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('common:nav.signIn')}
        </Link>
      </p>
    </AuthPageHeading>
  );
}
