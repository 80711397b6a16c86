import { passwordMinLength } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { FormWithStringFields } from './string-field';
import { TextField } from './text-field';

type NewPasswordFieldsProps = {
  /** A form checked by `withNewPassword` (lib/credential-rules), which says when they differ. */
  form: FormWithStringFields<'newPassword' | 'confirmPassword'>;
  /** Whether it replaces an earlier password: "Nouveau mot de passe" rather than "Mot de passe". */
  replacing?: boolean;
};

/** A password being chosen, with its rule as a hint, then its confirmation. */
export function NewPasswordFields({ form, replacing = false }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <form.Field name="newPassword">
        {(field) => (
          <TextField
            field={field}
            label={replacing ? t('fields.newPassword') : t('fields.password')}
            description={t('fields.passwordHint', { count: passwordMinLength })}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <TextField
            field={field}
            label={replacing ? t('fields.confirmNewPassword') : t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </form.Field>
    </>
  );
}
