import { type Contact, type ContactInput, contactInputSchema } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { submitHandler } from '@/lib/form';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { useCreateContact, useUpdateContact } from '../api/contacts';

type ContactFormDialogProps = {
  /** The contact to edit; none to create one. */
  contact: Contact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The contact creation form, and the same fields to edit one. */
export function ContactFormDialog({ contact, open, onOpenChange }: ContactFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <ContactForm contact={contact} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type ContactValues = { name: string; email: string; phoneNumber: string; note: string };

const toInput = (value: ContactValues): ContactInput => ({
  name: value.name.trim(),
  email: value.email.trim(),
  phoneNumber: value.phoneNumber.trim() || null,
  note: value.note.trim(),
});

function ContactForm({ contact, onDone }: { contact: Contact | null; onDone: () => void }) {
  const { t } = useTranslation(['adminContacts', 'common']);
  const createContact = useCreateContact();
  const updateContact = useUpdateContact();
  const mode = contact ? 'edit' : 'create';
  const form = useForm({
    defaultValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
      note: contact?.note ?? '',
    } as ContactValues,
    validators: {
      onChange: formValidator((value: ContactValues) =>
        fieldErrors(contactInputSchema, toInput(value), {
          email: () => t('common:validation.invalidEmail'),
          phoneNumber: () => t('fields.invalidPhone'),
        }),
      ),
    },
    onSubmit: ({ value }) =>
      contact
        ? updateContact.mutate({ id: contact.id, input: toInput(value) }, { onSuccess: onDone })
        : createContact.mutate(toInput(value), { onSuccess: onDone }),
  });
  return (
    <DialogForm
      title={t(`${mode}.title`)}
      description={t(`${mode}.description`)}
      submitLabel={t(`${mode}.submit`)}
      pending={createContact.isPending || updateContact.isPending}
      onSubmit={submitHandler(form)}
    >
      <form.Field name="name">
        {(field) => <TextField field={field} label={t('fields.name')} autoComplete="off" required />}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField field={field} label={t('fields.email')} type="email" autoComplete="off" required />
        )}
      </form.Field>
      <form.Field name="phoneNumber">
        {(field) => (
          <TextField
            field={field}
            label={t('fields.phoneNumber')}
            description={t('fields.phoneHint')}
            type="tel"
            autoComplete="off"
          />
        )}
      </form.Field>
      <form.Field name="note">
        {(field) => <TextareaField field={field} label={t('fields.note')} rows={4} />}
      </form.Field>
    </DialogForm>
  );
}
