import type { z } from 'zod';
import { i18n } from '@/lib/i18n';

type Issue = z.core.$ZodIssue;

const isBlank = (input: unknown) => input === undefined || input === null || String(input).trim() === '';

/**
 * For a field whose rule is a format (a code, a time): "required" when left blank, otherwise
 * `message`, which names the format expected, where the generic texts could only say "invalid".
 */
export function formatIssue(message: () => string) {
  return (issue: Issue) => (isBlank(issue.input) ? i18n.t('formIssues:required') : message());
}
