import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { emailRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import { useBetaAccessSignUp } from '../api/sign-up';

/** An email, and the spec's thanks ("Thank you for signing up for beta access! …") once it is on the list. */
export function BetaAccessForm({ className }: { className?: string }) {
  const { t } = useTranslation('contact');
  const signUp = useBetaAccessSignUp();
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: z.object({ email: emailRule() }) },
    onSubmit: ({ value, formApi }) =>
      signUp.mutate(value.email.trim(), {
        onSuccess: () => {
          toast.success(t('betaAccess.success'));
          formApi.reset();
        },
        onError: toastApiError,
      }),
  });
  return (
    <form
      noValidate
      aria-label={t('betaAccess.label')}
      onSubmit={submitHandler(form)}
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-start', className)}
    >
      <form.Field name="email">
        {(field) => (
          <div className="flex-1">
            <TextField
              field={field}
              label={t('betaAccess.email')}
              type="email"
              autoComplete="email"
              placeholder={t('betaAccess.placeholder')}
              required
            />
          </div>
        )}
      </form.Field>
      <Button type="submit" variant="accent" loading={signUp.isPending} className="sm:mt-6.5">
        {t('betaAccess.submit')}
      </Button>
    </form>
  );
}
