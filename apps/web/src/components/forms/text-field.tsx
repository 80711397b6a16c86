import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { bindStringField, StringField, type StringFieldProps } from './string-field';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type TextFieldProps = InputProps & StringFieldProps;

/**
 * One labelled input bound to a form field, its errors announced and wired to it.
 * A password input gets a button that shows what was typed.
 */
export function TextField({ field, label, description, required, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const bound = bindStringField(field, inputProps);
  return (
    <StringField field={field} label={label} description={description} required={required}>
      {inputProps.type === 'password' ? (
        <PasswordInput toggleLabel={t('form.showPassword')} {...bound} />
      ) : (
        <Input {...bound} />
      )}
    </StringField>
  );
}
