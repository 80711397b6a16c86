import type { ComponentProps } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { bindStringField, StringField, type StringFieldProps } from './string-field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type TextareaFieldProps = TextareaProps & StringFieldProps;

/** One labelled text area bound to a form field, its errors announced and wired to it. */
export function TextareaField({ field, label, description, required, ...textareaProps }: TextareaFieldProps) {
  return (
    <StringField field={field} label={label} description={description} required={required}>
      <Textarea {...bindStringField(field, textareaProps)} />
    </StringField>
  );
}
