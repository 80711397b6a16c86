import { useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { phoneRule } from '@/lib/credential-rules';
import { submitHandler, visibleErrors } from '@/lib/form';
import { i18n } from '@/lib/i18n';

export type GuestDetails = { name: string; phone: string; specialRequests: string };

const maxRequestLength = 1000;

const guestSchema = () =>
  z.object({
    name: z.string().trim().min(2, i18n.t('booking:guest.nameTooShort')).max(120),
    phone: phoneRule(),
    specialRequests: z.string().max(maxRequestLength, i18n.t('booking:guest.requestsTooLong')),
  });

type GuestFormProps = {
  defaultName: string;
  onSubmit: (guest: GuestDetails) => void;
  /** The Confirm button, and whatever goes with it. */
  children: ReactNode;
};

/** Who arrives and how to reach them, checked with the contracts' phone rule. */
export function GuestForm({ defaultName, onSubmit, children }: GuestFormProps) {
  const { t } = useTranslation('booking');
  const form = useForm({
    defaultValues: { name: defaultName, phone: '', specialRequests: '' },
    validators: { onChange: guestSchema() },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
      <form.Field name="name">
        {(field) => <TextField field={field} label={t('guest.name')} autoComplete="name" required />}
      </form.Field>
      <form.Field name="phone">
        {(field) => (
          <TextField
            field={field}
            label={t('guest.phone')}
            description={t('guest.phoneHint')}
            type="tel"
            autoComplete="tel"
            required
          />
        )}
      </form.Field>
      <form.Field name="specialRequests">
        {(field) => (
          <FormField
            label={t('guest.specialRequests')}
            description={t('guest.specialRequestsHint')}
            errors={visibleErrors(field.state.meta)}
          >
            <Textarea
              name={field.name}
              value={field.state.value}
              maxLength={maxRequestLength}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          </FormField>
        )}
      </form.Field>
      {children}
    </form>
  );
}
