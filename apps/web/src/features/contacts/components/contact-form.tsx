import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { emailRule, phoneRule, requiredRule } from '@/lib/credential-rules';
import { submitHandler, visibleErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import { useCreateContact } from '../api/create-contact';

const maxNoteLength = 2000;

const contactFormSchema = () =>
  z.object({
    name: requiredRule(),
    email: emailRule(),
    phoneNumber: z.union([z.literal(''), phoneRule()]),
    note: requiredRule(),
  });

/** Name, email, an optional phone and a message, for the team. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const createContact = useCreateContact();
  const form = useForm({
    defaultValues: { name: '', email: '', phoneNumber: '', note: '' },
    validators: { onChange: contactFormSchema() },
    onSubmit: ({ value, formApi }) =>
      createContact.mutate(
        {
          name: value.name.trim(),
          email: value.email.trim(),
          phoneNumber: value.phoneNumber.trim() || undefined,
          note: value.note.trim(),
        },
        {
          onSuccess: () => {
            toast.success(t('contactForm.success'));
            formApi.reset();
          },
          onError: toastApiError,
        },
      ),
  });
  return (
    <form
      noValidate
      aria-label={t('contactForm.label')}
      onSubmit={submitHandler(form)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="name">
          {(field) => <TextField field={field} label={t('contactForm.name')} autoComplete="name" required />}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              label={t('contactForm.email')}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </form.Field>
      </div>
      <form.Field name="phoneNumber">
        {(field) => <TextField field={field} label={t('contactForm.phone')} type="tel" autoComplete="tel" />}
      </form.Field>
      <form.Field name="note">
        {(field) => (
          <FormField label={t('contactForm.message')} errors={visibleErrors(field.state.meta)} required>
            <Textarea
              name={field.name}
              value={field.state.value}
              maxLength={maxNoteLength}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          </FormField>
        )}
      </form.Field>
      <Button type="submit" loading={createContact.isPending} className="self-start">
        {t('contactForm.submit')}
      </Button>
    </form>
  );
}
