import type { StorageKey } from './storage-keys';

// Storage can be missing or throw (private browsing, disabled cookies, quota):
// a preference we cannot read or keep must never break the page.

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The value simply is not remembered.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept, or nothing can be: either way it is gone for us.
  }
}
