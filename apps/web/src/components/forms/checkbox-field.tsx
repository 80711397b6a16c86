import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';

/** What a TanStack Form boolean field offers, as much as a checkbox needs. */
type CheckboxFieldApi = {
  name: string;
  state: { value: boolean };
  handleBlur: () => void;
  handleChange: (value: boolean) => void;
};

type CheckboxFieldProps = {
  field: CheckboxFieldApi;
  label: string;
  description?: ReactNode;
};

export function CheckboxField({ field, label, description }: CheckboxFieldProps) {
  return (
    <FormField label={label} description={description} orientation="horizontal">
      <Checkbox
        name={field.name}
        checked={field.state.value}
        onBlur={field.handleBlur}
        onCheckedChange={(checked) => field.handleChange(checked === true)}
      />
    </FormField>
  );
}
