const PLACEHOLDER_ORIGIN = 'https://madabook.invalid';

/**
 * Where to go after signing in, from a `redirect` search value: only a path on this site, starting
 * with one `/` (not `//host`, not `/\host`, no scheme, no control characters); otherwise home.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
