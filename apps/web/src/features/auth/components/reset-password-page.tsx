import { useForm } from '@tanstack/react-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { authErrorMessage, isInvalidTokenError } from '@/lib/auth-errors';
import { withNewPassword } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/password-reset';

type ResetPasswordPageProps = {
  /** From the mail's link; the server sends `error=INVALID_TOKEN` instead when it is unknown or expired. */
  token?: string;
  error?: string;
};

export function ResetPasswordPage({ token, error }: ResetPasswordPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <AuthPageHeading
        pageTitle={t('resetPassword.pageTitle')}
        title={t('resetPassword.title')}
        description={t('resetPassword.description')}
      />
      <div className="mt-8 flex flex-col gap-6">
        {token && !error ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
        <p className="text-muted-foreground text-sm">
          {t('resetPassword.rememberedIt')}{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            {t('common:nav.signIn')}
          </Link>
        </p>
      </div>
    </>
  );
}

function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <ErrorAlert title={t('resetPassword.invalidLink')}>
      <Button asChild variant="outline" size="sm">
        <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
      </Button>
    </ErrorAlert>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    validators: { onChange: withNewPassword({}) },
    onSubmit: ({ value }) =>
      resetPassword.mutate(
        { newPassword: value.newPassword, token },
        {
          onSuccess: () => {
            toast.success(t('common:passwordUpdated'));
            void navigate({ to: '/login' });
          },
        },
      ),
  });
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
      {resetPassword.isError &&
        (isInvalidTokenError(resetPassword.error) ? (
          <InvalidResetLink />
        ) : (
          <ErrorAlert title={t('resetPassword.failed')}>{authErrorMessage(resetPassword.error)}</ErrorAlert>
        ))}
      <NewPasswordFields form={form} replacing />
      <Button type="submit" size="lg" loading={resetPassword.isPending}>
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}
