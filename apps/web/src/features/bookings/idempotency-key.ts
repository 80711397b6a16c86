const keyPrefix = 'madabook.booking-key:';
// Where session storage is refused, the key lives as long as the page.
const inMemory = new Map<string, string>();

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * One key per review page (its address), kept in session storage: a retry after a lost answer sends
 * the same key, and the server answers with the booking it made instead of booking twice.
 */
export function idempotencyKeyFor(page: string): string {
  const name = keyPrefix + page;
  try {
    const stored = window.sessionStorage.getItem(name);
    if (stored) return stored;
    const key = randomKey();
    window.sessionStorage.setItem(name, key);
    return key;
  } catch {
    const key = inMemory.get(name) ?? randomKey();
    inMemory.set(name, key);
    return key;
  }
}

/** Once booked, or refused for good: the next attempt is a new request. */
export function forgetIdempotencyKey(page: string): void {
  inMemory.delete(keyPrefix + page);
  try {
    window.sessionStorage.removeItem(keyPrefix + page);
  } catch {
    // Nothing was kept there.
  }
}
