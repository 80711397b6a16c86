import { type AdminUser, userBanSchema } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { submitHandler } from '@/lib/form';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { useBanUser } from '../api/user-access';

type UserBanDialogProps = {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function UserBanDialog({ user, open, onOpenChange }: UserBanDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {user && <UserBanForm user={user} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

type BanValues = { reason: string; expiresInDays: string };

const toBan = (value: BanValues) => ({
  reason: value.reason.trim() || undefined,
  expiresInDays: value.expiresInDays.trim() === '' ? undefined : Number(value.expiresInDays),
});

/** A reason for the record and, when the ban should end by itself, a number of days. */
function UserBanForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation('adminUsers');
  const banUser = useBanUser();
  const form = useForm({
    defaultValues: { reason: '', expiresInDays: '' } as BanValues,
    validators: { onChange: formValidator((value: BanValues) => fieldErrors(userBanSchema, toBan(value))) },
    onSubmit: ({ value }) => banUser.mutate({ id: user.id, ban: toBan(value) }, { onSuccess: onDone }),
  });
  return (
    <DialogForm
      title={t('ban.title', { email: user.email })}
      description={t('ban.description')}
      submitLabel={t('ban.submit')}
      destructive
      pending={banUser.isPending}
      onSubmit={submitHandler(form)}
    >
      <form.Field name="reason">
        {(field) => <TextareaField field={field} label={t('ban.reason')} rows={3} />}
      </form.Field>
      <form.Field name="expiresInDays">
        {(field) => (
          <TextField
            field={field}
            label={t('ban.days')}
            description={t('ban.daysHint')}
            type="number"
            inputMode="numeric"
            min={1}
          />
        )}
      </form.Field>
    </DialogForm>
  );
}
