import { hotelInvitationInputSchema, type MemberRole } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { submitHandler } from '@/lib/form';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { type Property, useInviteMember } from '../api/members';

type InviteMemberDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: Property;
  /** The roles this kind of property has. */
  roles: readonly MemberRole[];
};

/** An invitation by mail: the address, and the role it will give. */
export function InviteMemberDialog({ open, onOpenChange, property, roles }: InviteMemberDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <InviteMemberForm property={property} roles={roles} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type InviteValues = { email: string; role: MemberRole | '' };

function InviteMemberForm({
  property,
  roles,
  onDone,
}: Pick<InviteMemberDialogProps, 'property' | 'roles'> & { onDone: () => void }) {
  const { t } = useTranslation(['adminPartner', 'common']);
  const invite = useInviteMember(property);
  const toInput = (value: InviteValues) => ({ email: value.email.trim(), role: value.role });
  const form = useForm({
    defaultValues: { email: '', role: '' } as InviteValues,
    validators: {
      onChange: formValidator((value: InviteValues) =>
        fieldErrors(hotelInvitationInputSchema, toInput(value), {
          email: () => t('common:validation.invalidEmail'),
        }),
      ),
    },
    onSubmit: ({ value }) =>
      invite.mutate({ email: value.email.trim(), role: value.role as MemberRole }, { onSuccess: onDone }),
  });
  return (
    <DialogForm
      title={t('team.inviteTitle')}
      description={t('team.inviteDescription')}
      submitLabel={t('team.send')}
      pending={invite.isPending}
      onSubmit={submitHandler(form)}
    >
      <form.Field name="email">
        {(field) => (
          <TextField field={field} label={t('team.email')} type="email" autoComplete="off" required />
        )}
      </form.Field>
      <form.Field name="role">
        {(field) => (
          <SelectField
            field={field}
            label={t('team.role')}
            options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            description={field.state.value ? t(`team.roleHints.${field.state.value}`) : undefined}
            required
          />
        )}
      </form.Field>
    </DialogForm>
  );
}
