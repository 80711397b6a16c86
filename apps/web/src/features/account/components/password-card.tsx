import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { requiredRule, withNewPassword } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { useChangePassword } from '../api/password';
import { AccountSection } from './account-section';

type PasswordCardProps = {
  userId: string;
  /** Whether the user signs in with a password; undefined while the linked accounts load. */
  hasPassword: boolean | undefined;
};

export function PasswordCard({ userId, hasPassword }: PasswordCardProps) {
  const { t } = useTranslation('account');
  return (
    <AccountSection title={t('password.title')} description={t('password.description')}>
      {hasPassword === undefined && <Skeleton className="h-48" />}
      {hasPassword === true && <ChangePasswordForm userId={userId} />}
      {hasPassword === false && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground text-sm">{t('password.none')}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/forgot-password">{t('password.create')}</Link>
          </Button>
        </div>
      )}
    </AccountSection>
  );
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation(['account', 'common']);
  const changePassword = useChangePassword(userId);
  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: false },
    validators: {
      onChange: withNewPassword({ currentPassword: requiredRule(), revokeOtherSessions: z.boolean() }),
    },
    onSubmit: ({ value: { confirmPassword: _, ...input }, formApi }) =>
      changePassword.mutate(input, {
        onSuccess: (answer) => {
          if (!answer.error) formApi.reset();
        },
      }),
  });
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
      <form.Field name="currentPassword">
        {(field) => (
          <TextField
            field={field}
            label={t('common:fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </form.Field>
      <NewPasswordFields form={form} replacing />
      <form.Field name="revokeOtherSessions">
        {(field) => <CheckboxField field={field} label={t('password.revokeOtherSessions')} />}
      </form.Field>
      <Button type="submit" className="self-start" loading={changePassword.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
