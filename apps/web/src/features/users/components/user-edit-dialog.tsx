import { type AdminUser, type Role, type UserUpdateInput, userUpdateSchema } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { KeyRoundIcon, LogOutIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { submitHandler } from '@/lib/form';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { useUpdateUser } from '../api/update-user';
import { useRequestPasswordReset, useRevokeSessions } from '../api/user-access';
import { RolesField } from './roles-field';

type UserEditDialogProps = {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function UserEditDialog({ user, open, onOpenChange }: UserEditDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {user && <UserEditForm user={user} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

type EditValues = { name: string; email: string; roles: Role[] };

/** Only what changed goes to the server: an untouched role list is never "changed" by a save. */
function changesOf(user: AdminUser, value: EditValues): UserUpdateInput {
  const changes: UserUpdateInput = {};
  if (value.name.trim() !== user.name) changes.name = value.name.trim();
  if (value.email.trim().toLowerCase() !== user.email) changes.email = value.email.trim();
  const sameRoles =
    value.roles.length === user.roles.length && value.roles.every((r) => user.roles.includes(r));
  if (!sameRoles) changes.roles = value.roles;
  return changes;
}

/** Name, email and roles, and what helps a user locked out or at risk. */
function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const updateUser = useUpdateUser();
  const form = useForm({
    defaultValues: { name: user.name, email: user.email, roles: user.roles } as EditValues,
    validators: {
      onChange: formValidator((value: EditValues) =>
        fieldErrors(
          userUpdateSchema,
          { name: value.name.trim(), email: value.email.trim(), roles: value.roles },
          { email: () => t('common:validation.invalidEmail') },
        ),
      ),
    },
    onSubmit: ({ value }) => {
      const changes = changesOf(user, value);
      if (Object.keys(changes).length === 0) return onDone();
      updateUser.mutate({ id: user.id, changes }, { onSuccess: onDone });
    },
  });
  return (
    <DialogForm
      title={t('edit.title')}
      description={t('edit.description', { email: user.email })}
      submitLabel={t('edit.submit')}
      pending={updateUser.isPending}
      onSubmit={submitHandler(form)}
    >
      <form.Field name="name">
        {(field) => <TextField field={field} label={t('fields.name')} autoComplete="off" required />}
      </form.Field>
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
      <form.Field name="roles">{(field) => <RolesField field={field} />}</form.Field>
      <UserAccessActions userId={user.id} />
    </DialogForm>
  );
}

/** Help for a user locked out or at risk: a reset link by mail, or a sign-out everywhere. */
function UserAccessActions({ userId }: { userId: string }) {
  const { t } = useTranslation('adminUsers');
  const titleId = useId();
  const passwordReset = useRequestPasswordReset();
  const revokeSessions = useRevokeSessions();
  const buttonClass = 'h-auto min-h-9 justify-start whitespace-normal py-2 text-left';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 border-t pt-4">
      <h3 id={titleId} className="font-medium text-foreground text-sm">
        {t('edit.access')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={buttonClass}
          loading={passwordReset.isPending}
          onClick={() => passwordReset.mutate(userId)}
        >
          <KeyRoundIcon aria-hidden />
          {t('actions.passwordReset')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={buttonClass}
          loading={revokeSessions.isPending}
          onClick={() => revokeSessions.mutate(userId)}
        >
          <LogOutIcon aria-hidden />
          {t('actions.revokeSessions')}
        </Button>
      </div>
    </section>
  );
}
