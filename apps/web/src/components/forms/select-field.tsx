import type { ReactNode } from 'react';
import { type FieldError, FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { visibleErrors } from '@/lib/form';

/** What a TanStack Form string field offers, as much as a select needs. */
type SelectFieldApi<Value extends string> = {
  name: string;
  state: { value: Value | ''; meta: { isBlurred: boolean; errors: ReadonlyArray<FieldError> } };
  handleBlur: () => void;
  handleChange: (value: Value) => void;
};

export type SelectOption<Value extends string> = { value: Value; label: ReactNode };

type SelectFieldProps<Value extends string> = {
  field: SelectFieldApi<Value>;
  label: string;
  options: ReadonlyArray<SelectOption<Value>>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
};

/** One labelled list of choices bound to a form field, its errors announced and wired to it. */
export function SelectField<Value extends string>({
  field,
  label,
  options,
  placeholder,
  description,
  required,
}: SelectFieldProps<Value>) {
  return (
    <FormField
      label={label}
      description={description}
      required={required}
      errors={visibleErrors(field.state.meta)}
    >
      {(control) => (
        <Select
          name={field.name}
          value={field.state.value}
          onValueChange={(next) => {
            const option = options.find((candidate) => candidate.value === next);
            if (option) field.handleChange(option.value);
          }}
        >
          <SelectTrigger {...control} onBlur={field.handleBlur}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
