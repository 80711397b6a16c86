import { emailSchema, passwordMinLength, passwordSchema, phoneSchema } from '@madabook/contracts';
import { z } from 'zod';
import { i18n } from './i18n';

/** The contracts' rule, reporting in the visitor's language instead of the server's English. */
function translated(schema: z.ZodType<string>, message: (issue: z.core.$ZodIssue) => string) {
  return z.string().superRefine((value, context) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: message(issue) });
  });
}

export function emailRule() {
  return translated(emailSchema, () => i18n.t('validation.invalidEmail'));
}

/** A phone number in any usual writing (Madagascar's by default), as the server will accept it. */
export function phoneRule() {
  return translated(phoneSchema, () => i18n.t('validation.invalidPhone'));
}

export function passwordRule() {
  return translated(passwordSchema, (issue) =>
    issue.code === 'too_big'
      ? i18n.t('validation.passwordTooLong')
      : i18n.t('validation.passwordTooShort', { count: passwordMinLength }),
  );
}

export function requiredRule() {
  return z.string().trim().min(1, i18n.t('validation.required'));
}

/**
 * A form that sets a password: the given fields, plus `newPassword` (the contracts' rule) and
 * `confirmPassword`, which must repeat it ("Passwords do not match" on the confirmation).
 */
export function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  const newPassword = z
    .object({ newPassword: passwordRule(), confirmPassword: z.string() })
    .superRefine(checkConfirmation);
  return z.object(shape).and(newPassword);
}

function checkConfirmation(
  { newPassword, confirmPassword }: { newPassword: string; confirmPassword: string },
  context: z.RefinementCtx,
): void {
  if (newPassword !== confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: i18n.t('validation.passwordsDoNotMatch'),
    });
  }
}
