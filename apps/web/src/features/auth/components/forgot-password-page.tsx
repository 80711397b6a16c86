import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { MailCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailField } from '@/components/forms/email-field';
import { AuthPageHeading } from '@/components/layouts/auth-page-heading';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { authErrorMessage } from '@/lib/auth-errors';
import { emailRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link; the answer is the same whether the email is known or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: z.object({ email: emailRule() }) },
    onSubmit: ({ value }) => requestReset.mutate(value),
  });
  return (
    <>
      <AuthPageHeading
        pageTitle={t('forgotPassword.pageTitle')}
        title={t('forgotPassword.title')}
        description={t('forgotPassword.description')}
      />
      <form noValidate className="mt-8 flex flex-col gap-5" onSubmit={submitHandler(form)}>
        {requestReset.isSuccess && (
          <Alert variant="success">
            <MailCheckIcon aria-hidden />
            <AlertTitle>{t('forgotPassword.sent')}</AlertTitle>
          </Alert>
        )}
        {requestReset.isError && <ErrorAlert title={authErrorMessage(requestReset.error)} />}
        <EmailField form={form} />
        <Button type="submit" size="lg" loading={requestReset.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <p className="mt-6 text-muted-foreground text-sm">
        {t('resetPassword.rememberedIt')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('common:nav.signIn')}
        </Link>
      </p>
    </>
  );
}
