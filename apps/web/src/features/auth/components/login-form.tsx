import { useForm } from '@tanstack/react-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { EmailField } from '@/components/forms/email-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { AuthError, authErrorMessage } from '@/lib/auth-errors';
import { emailRule, requiredRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { useSignIn } from '../api/sign-in';
import { ResendVerificationButton } from './resend-verification-button';

function isUnverifiedEmail(error: unknown): boolean {
  return error instanceof AuthError && error.code === 'EMAIL_NOT_VERIFIED';
}

/** Email and password; once signed in, on to `redirectPath`. */
export function LoginForm({ redirectPath }: { redirectPath: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({
    defaultValues: { email: '', password: '', rememberMe: true },
    validators: {
      onChange: z.object({ email: emailRule(), password: requiredRule(), rememberMe: z.boolean() }),
    },
    onSubmit: ({ value }) =>
      signIn.mutate(value, { onSuccess: () => navigate({ href: redirectPath, replace: true }) }),
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
      {signIn.isError &&
        (isUnverifiedEmail(signIn.error) ? (
          <ErrorAlert title={t('login.emailNotVerified')}>
            <ResendVerificationButton email={signIn.variables?.email ?? ''} />
          </ErrorAlert>
        ) : (
          <ErrorAlert title={authErrorMessage(signIn.error)} />
        ))}
      <EmailField form={form} />
      <div className="flex flex-col gap-2">
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              label={t('common:fields.password')}
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </form.Field>
        <Link to="/forgot-password" className="self-end font-medium text-primary text-sm hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <form.Field name="rememberMe">
        {(field) => <CheckboxField field={field} label={t('login.rememberMe')} />}
      </form.Field>
      <Button type="submit" size="lg" loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
