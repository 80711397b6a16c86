/**
 * Paths whose segment is a secret (an iCalendar feed's token, an invitation's token): whoever reads
 * the logs must not be able to open them.
 */
const secretSegments = [/^(\/api\/ical\/)[^/]+(\.ics)$/, /^(\/api\/partner\/invitations\/)[^/]+(\/accept)?$/];

/** The request's path as logs may keep it: secret tokens replaced by `***`. */
export function loggablePath(path: string): string {
  for (const pattern of secretSegments) {
    if (pattern.test(path)) return path.replace(pattern, (_, start: string, end = '') => `${start}***${end}`);
  }
  return path;
}
