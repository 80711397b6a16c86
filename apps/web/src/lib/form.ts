import type { FormEvent } from 'react';

/** A field's errors once the visitor has left it (or tried to submit): no red while typing at first. */
export function visibleErrors<E>(meta: { isBlurred: boolean; errors: ReadonlyArray<E> }): ReadonlyArray<E> {
  return meta.isBlurred ? meta.errors : [];
}

type SubmittableForm = {
  fieldInfo: Partial<Record<string, { instance: object | null }>>;
  handleSubmit: () => Promise<void>;
  state: { isValid: boolean };
};

/**
 * The `onSubmit` of a TanStack form: every field counts as visited, so all errors show, and an
 * invalid form puts the focus on its first error, which the screen reader then reads out.
 */
export function submitHandler(form: SubmittableForm) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    for (const info of Object.values(form.fieldInfo)) {
      const field = info?.instance;
      if (field && 'handleBlur' in field && typeof field.handleBlur === 'function') field.handleBlur();
    }
    void form.handleSubmit().then(() => {
      if (form.state.isValid) return;
      // After React has drawn the errors, which set aria-invalid.
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    });
  };
}

/**
 * Shows the server's errors under their fields (`onServer`, with the form as their source): TanStack
 * Form clears each one as soon as its field changes, and all of them on the next submit. The form's
 * types know no server validator, hence the cast.
 */
export function showServerErrors(
  form: { setErrorMap: (errorMap: never) => void },
  fields: Record<string, string>,
): void {
  form.setErrorMap({ onServer: { fields } } as never);
}
