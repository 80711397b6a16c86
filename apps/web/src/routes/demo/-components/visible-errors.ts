import type { FieldError } from '@/components/ui/form-field';

type FieldMeta = { isTouched: boolean; errors: ReadonlyArray<FieldError> };

/** A field's errors once the visitor has been there: no red before the first keystroke. */
export function visibleErrors(meta: FieldMeta): ReadonlyArray<FieldError> {
  return meta.isTouched ? meta.errors : [];
}
