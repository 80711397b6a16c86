/** One field that a change touched: absent before a creation, absent after a deletion. */
export type FieldChange = { field: string; before: unknown; after: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted paths ("address.city"); arrays and scalars stay whole. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isPlainObject(value)) {
    if (value !== null && value !== undefined) fields.set(prefix, value);
    return fields;
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) for (const [nested, leaf] of flatten(child, path)) fields.set(nested, leaf);
    else fields.set(path, child);
  }
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audit entry's snapshots differ in, in the order they first appear. A creation
 * lists every field of `after`, a deletion every field of `before`; untouched fields are left out.
 */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields
    .filter((field) => !same(old.get(field), next.get(field)))
    .map((field) => ({ field, before: old.get(field), after: next.get(field) }));
}

/** A snapshot's value as a reader wants it: text as is, nothing as "—", the rest as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
