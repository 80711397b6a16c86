import { type Role, userCreateSchema } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { submitHandler } from '@/lib/form';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { useCreateUser } from '../api/create-user';

export type NewUserKind = 'user' | 'admin';

const rolesOf: Record<NewUserKind, Role[]> = { user: ['USER'], admin: ['ADMIN', 'USER'] };

type UserCreateDialogProps = {
  kind: NewUserKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A new account with a password the admin hands over; an admin account carries both roles. */
export function UserCreateDialog({ kind, open, onOpenChange }: UserCreateDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <UserCreateForm kind={kind} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function UserCreateForm({ kind, onDone }: { kind: NewUserKind; onDone: () => void }) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const createUser = useCreateUser();
  const toInput = (value: { email: string; name: string; password: string }) => ({
    email: value.email.trim(),
    name: value.name.trim() || undefined,
    password: value.password,
    roles: rolesOf[kind],
  });
  const form = useForm({
    defaultValues: { email: '', name: '', password: '' },
    validators: {
      onChange: formValidator((value: { email: string; name: string; password: string }) =>
        fieldErrors(userCreateSchema, toInput(value), { email: () => t('common:validation.invalidEmail') }),
      ),
    },
    onSubmit: ({ value }) => createUser.mutate(toInput(value), { onSuccess: onDone }),
  });
  return (
    <DialogForm
      title={t(`create.${kind}.title`)}
      description={t(`create.${kind}.description`)}
      submitLabel={t(`create.${kind}.submit`)}
      pending={createUser.isPending}
      onSubmit={submitHandler(form)}
    >
      {kind === 'admin' && (
        <Alert variant="accent">
          <ShieldAlertIcon aria-hidden />
          <AlertDescription className="text-foreground">{t('create.admin.notice')}</AlertDescription>
        </Alert>
      )}
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            label={t('common:fields.email')}
            type="email"
            autoComplete="off"
            required
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => <TextField field={field} label={t('fields.name')} autoComplete="off" />}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label={t('common:fields.password')}
            description={t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </form.Field>
    </DialogForm>
  );
}
