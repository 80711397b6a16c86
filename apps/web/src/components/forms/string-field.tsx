import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { type FieldError, FormField } from '@/components/ui/form-field';
import { visibleErrors } from '@/lib/form';

/** What a TanStack Form string field offers, as much as a text input or text area needs. */
export type StringFieldApi = {
  name: string;
  state: { value: string; meta: { isBlurred: boolean; errors: ReadonlyArray<FieldError> } };
  handleBlur: () => void;
  handleChange: (value: string) => void;
};

/** The props shared by every labelled control bound to a string field. */
export type StringFieldProps = {
  field: StringFieldApi;
  label: string;
  description?: ReactNode;
  required?: boolean;
};

/** The props that bind a text control (input or text area) to the field, over the given ones. */
export function bindStringField<Props extends object>(field: StringFieldApi, props: Props) {
  return {
    ...props,
    name: field.name,
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
  };
}

/** The label, description and errors of a string field around its control, wired to it. */
export function StringField({
  field,
  label,
  description,
  required,
  children,
}: StringFieldProps & { children: ReactElement }) {
  return (
    <FormField
      label={label}
      description={description}
      required={required}
      errors={visibleErrors(field.state.meta)}
    >
      {children}
    </FormField>
  );
}

/** A TanStack form, as much as is needed to render its string fields named `Name`. */
export type FormWithStringFields<Name extends string> = {
  Field: (props: {
    name: Name;
    children: (field: StringFieldApi) => ReactNode;
  }) => ReactNode | Promise<ReactNode>;
};
