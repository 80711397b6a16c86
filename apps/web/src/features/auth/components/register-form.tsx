import { useForm } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { MailCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/forms/email-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { authErrorMessage } from '@/lib/auth-errors';
import { emailRule, withNewPassword } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * Email, password and its confirmation. Signed in at once, on to `redirectPath`; or, when the
 * server wants the email verified first, a "check your inbox" note in place of the form.
 */
export function RegisterForm({ redirectPath }: { redirectPath: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const signUp = useSignUp(redirectPath);
  const form = useForm({
    defaultValues: { email: '', newPassword: '', confirmPassword: '' },
    validators: { onChange: withNewPassword({ email: emailRule() }) },
    onSubmit: ({ value }) =>
      signUp.mutate(
        { email: value.email, password: value.newPassword },
        {
          onSuccess: ({ signedIn }) => {
            if (!signedIn) return;
            toast.success(t('register.success'));
            void navigate({ href: redirectPath, replace: true });
          },
        },
      ),
  });

  if (signUp.data?.signedIn === false && signUp.variables) {
    const { email } = signUp.variables;
    return (
      <Alert variant="success">
        <MailCheckIcon aria-hidden />
        <AlertTitle>{t('register.checkInbox.title')}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{t('register.checkInbox.text', { email })}</p>
          <ResendVerificationButton email={email} />
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
      {signUp.isError && <ErrorAlert title={authErrorMessage(signUp.error)} />}
      <EmailField form={form} />
      <NewPasswordFields form={form} />
      <Button type="submit" size="lg" loading={signUp.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
