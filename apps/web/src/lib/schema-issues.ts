import type { z } from 'zod';
import { i18n } from './i18n';

type Issue = z.core.$ZodIssue;

/** One message per field, keyed by the field's top-level name. */
type FieldErrors = Record<string, string>;

/** A field whose rule speaks of a format the generic texts cannot name (a phone, a time). */
type IssueOverrides = Partial<Record<string, (issue: Issue) => string>>;

const isBlank = (input: unknown) => typeof input === 'string' && input.trim() === '';

function bound(value: number | bigint): string {
  return new Intl.NumberFormat(i18n.language).format(value);
}

/**
 * A contracts' issue in the visitor's language, its bounds read from the issue itself, so that
 * the form says what the server would refuse, and nothing else.
 */
function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 || isBlank(issue.input)
          ? i18n.t('formIssues:required')
          : i18n.t('formIssues:tooShort', { count: Number(issue.minimum) });
      }
      if (issue.origin === 'array') return i18n.t('formIssues:tooFew', { count: Number(issue.minimum) });
      return i18n.t('formIssues:tooSmall', { minimum: bound(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return i18n.t('formIssues:tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'array') return i18n.t('formIssues:tooMany', { count: Number(issue.maximum) });
      return i18n.t('formIssues:tooBig', { maximum: bound(issue.maximum) });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return i18n.t('formIssues:required');
      if (issue.expected === 'int') return i18n.t('formIssues:wholeNumber');
      return issue.expected === 'number' ? i18n.t('formIssues:notANumber') : i18n.t('formIssues:invalid');
    case 'invalid_value':
      return i18n.t('formIssues:chooseOne');
    default:
      return i18n.t('formIssues:invalid');
  }
}

/**
 * Parses `input` with a contracts' schema and tells, per field, the first thing wrong with it.
 * `undefined` when the input passes: what TanStack Form's validators expect for "no error".
 */
export function fieldErrors(
  schema: z.ZodType,
  input: unknown,
  overrides: IssueOverrides = {},
): FieldErrors | undefined {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    errors[field] = overrides[field]?.(issue) ?? issueMessage(issue);
  }
  return errors;
}

/** A TanStack Form `validators.onChange`/`onSubmit` that reports `errors` on their fields. */
export function formValidator<Values>(errorsOf: (values: Values) => FieldErrors | undefined) {
  return ({ value }: { value: Values }) => {
    const errors = errorsOf(value);
    return errors ? { fields: errors } : undefined;
  };
}
