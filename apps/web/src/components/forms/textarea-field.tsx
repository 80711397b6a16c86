import type { ComponentProps, ReactNode } from 'react';
import { type FieldError, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { visibleErrors } from '@/lib/form';

/** What a TanStack Form string field offers, as much as a text area needs. */
type TextareaFieldApi = {
  name: string;
  state: { value: string; meta: { isBlurred: boolean; errors: ReadonlyArray<FieldError> } };
  handleBlur: () => void;
  handleChange: (value: string) => void;
};

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type TextareaFieldProps = TextareaProps & {
  field: TextareaFieldApi;
  label: string;
  description?: ReactNode;
};

/** One labelled text area bound to a form field, its errors announced and wired to it. */
export function TextareaField({ field, label, description, required, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField
      label={label}
      description={description}
      required={required}
      errors={visibleErrors(field.state.meta)}
    >
      <Textarea
        {...textareaProps}
        name={field.name}
        value={field.state.value}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </FormField>
  );
}
