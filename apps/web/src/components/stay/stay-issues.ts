import { stayMessages } from '@madabook/contracts';
import { i18n } from '@/lib/i18n';

/** A zod issue (path as a list) or an API one (`details.issues`, path dotted). */
type Issue = { path: readonly PropertyKey[] | string; message: string };
export type FieldIssue = { field: string; message: string };

type StayRule = keyof typeof stayMessages;
const ruleOfMessage = new Map(
  Object.entries(stayMessages).map(([rule, message]) => [message as string, rule as StayRule]),
);

const stayFields = ['checkIn', 'checkOut', 'guests', 'rooms'] as const;
type StayField = (typeof stayFields)[number];
const isStayField = (field: string): field is StayField => (stayFields as readonly string[]).includes(field);

function translate(field: string, message: string, fieldMessage?: (field: string) => string | undefined) {
  const rule = ruleOfMessage.get(message);
  if (rule) return i18n.t(`stay:rules.${rule}`);
  // `stars.0` is a bad star: its list says what it expects.
  const [top = field] = field.split('.');
  const own = fieldMessage?.(field) ?? fieldMessage?.(top);
  if (own) return own;
  return isStayField(top) ? i18n.t(`stay:invalid.${top}`) : message;
}

/**
 * The contracts' issues in the visitor's language, once per field and message: the stay rules by
 * name, a bad value by what its field expects (the page's `fieldMessage` first, then the stay's),
 * anything else in the contracts' own words.
 */
export function translateIssues(
  issues: readonly Issue[],
  fieldMessage?: (field: string) => string | undefined,
): FieldIssue[] {
  const translated = issues.map((issue) => {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    return { field, message: translate(field, issue.message, fieldMessage) };
  });
  return translated.filter(
    (issue, index) =>
      translated.findIndex((other) => other.field === issue.field && other.message === issue.message) ===
      index,
  );
}

export function messageFor(issues: readonly FieldIssue[], ...fields: string[]): string | undefined {
  return issues.find((issue) => fields.includes(issue.field))?.message;
}
