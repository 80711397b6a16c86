import { useForm } from '@tanstack/react-form';
import type { FormEvent } from 'react';
import { submitHandler } from '@/lib/form';
import { useServerVerdict } from './server-errors';

type Save<Input> = {
  mutate: (
    save: { existing?: string; input: Input },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
};

type CodeKeyedFormOptions<Values extends { code: string }, Input> = {
  /** The code of the record to update; none to create one. */
  existing: string | undefined;
  defaultValues: Values;
  clientErrors: (values: Values) => Record<string, string> | undefined;
  toInput: (values: Values) => Input;
  save: Save<Input>;
  /** The server's refusal of a code already in use, and what to say under the code field then. */
  isTaken: (error: unknown) => boolean;
  takenMessage: string;
  onSaved: () => void;
};

/**
 * The form of a record keyed by its code (an airport, an airline): the contracts' checks first, then
 * the server's; a code already in use shows under its field until it changes.
 */
export function useCodeKeyedForm<Values extends { code: string }, Input>({
  existing,
  defaultValues,
  clientErrors,
  toInput,
  save,
  isTaken,
  takenMessage,
  onSaved,
}: CodeKeyedFormOptions<Values, Input>) {
  const verdict = useServerVerdict(clientErrors);
  const form = useForm({
    defaultValues,
    validators: { onChange: verdict.validator },
    onSubmit: ({ value }) =>
      save.mutate(
        { existing, input: toInput(value) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            if (isTaken(error)) verdict.show(form, value, [{ field: 'code', message: takenMessage }]);
          },
        },
      ),
  });
  const submit = submitHandler(form);
  return {
    form,
    /** For the DialogForm: each attempt is judged by the server afresh. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      verdict.clear();
      submit(event);
    },
  };
}
