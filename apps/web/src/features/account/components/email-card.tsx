import type { SessionUser } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { emailRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { useChangeEmail } from '../api/email';
import { AccountSection } from './account-section';

type EmailCardProps = {
  user: SessionUser;
  /** Sends a new verification link; shown while the address is unverified. */
  verificationButton: ReactNode;
};

export function EmailCard({ user, verificationButton }: EmailCardProps) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail();
  const form = useForm({
    defaultValues: { newEmail: '' },
    validators: { onChange: z.object({ newEmail: emailRule() }) },
    onSubmit: ({ value, formApi }) =>
      changeEmail.mutate(value, {
        onSuccess: (answer) => {
          if (!answer.error) formApi.reset();
        },
      }),
  });
  return (
    <AccountSection title={t('email.title')} description={t('email.description')}>
      <div className="flex flex-col gap-3 rounded-lg bg-secondary/60 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium">{user.email}</span>
          <Badge variant={user.emailVerified ? 'success' : 'accent'}>
            {user.emailVerified ? t('email.verified') : t('email.unverified')}
          </Badge>
        </div>
        {!user.emailVerified && (
          <div className="flex flex-col items-start gap-2">
            <p className="text-muted-foreground text-sm">{t('email.verifyHint')}</p>
            {verificationButton}
          </div>
        )}
      </div>
      <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
        <form.Field name="newEmail">
          {(field) => (
            <TextField
              field={field}
              label={t('email.newEmail')}
              description={t('email.newEmailHint')}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </form.Field>
        <Button type="submit" className="self-start" loading={changeEmail.isPending}>
          {t('email.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
