import type { StringFieldApi } from '@/components/forms/string-field';
import { TextField } from '@/components/forms/text-field';

type CodeFieldProps = { field: StringFieldApi; label: string; description: string; length: number };

/** A code of `length` letters or digits (IATA, ISO country), typed in capitals and shown monospaced. */
export function CodeField({ field, label, description, length }: CodeFieldProps) {
  return (
    <TextField
      field={field}
      label={label}
      description={description}
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={length}
      className="font-mono uppercase"
      required
    />
  );
}
