import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { visibleErrors } from '@/lib/form';

/** What a TanStack Form string field offers, as much as a text input needs. */
type TextFieldApi = {
  name: string;
  state: { value: string; meta: { isBlurred: boolean; errors: ReadonlyArray<FieldError> } };
  handleBlur: () => void;
  handleChange: (value: string) => void;
};

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type TextFieldProps = InputProps & {
  field: TextFieldApi;
  label: string;
  description?: ReactNode;
};

/**
 * One labelled input bound to a form field, its errors announced and wired to it.
 * A password input gets a button that shows what was typed.
 */
export function TextField({ field, label, description, required, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const bound = {
    ...inputProps,
    name: field.name,
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.value),
  };
  return (
    <FormField
      label={label}
      description={description}
      required={required}
      errors={visibleErrors(field.state.meta)}
    >
      {inputProps.type === 'password' ? (
        <PasswordInput toggleLabel={t('form.showPassword')} {...bound} />
      ) : (
        <Input {...bound} />
      )}
    </FormField>
  );
}
