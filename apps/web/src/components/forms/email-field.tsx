import { useTranslation } from 'react-i18next';
import type { FormWithStringFields } from './string-field';
import { TextField } from './text-field';

/** The required "E-mail" field of a form whose `email` field holds it. */
export function EmailField({ form }: { form: FormWithStringFields<'email'> }) {
  const { t } = useTranslation();
  return (
    <form.Field name="email">
      {(field) => (
        <TextField field={field} label={t('fields.email')} type="email" autoComplete="email" required />
      )}
    </form.Field>
  );
}
