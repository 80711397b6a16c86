// The page's side of the copies a service worker keeps for offline reading (offline-cache.ts): they
// belong to the user signed in when they were saved, and go as soon as nobody, or somebody else, is
// signed in on this device. Loaded with the session's first read (session.ts), not with the page.
import { offlineCachePrefix, offlineCaches, ownerEntryPath } from './offline-cache';

const personalCaches = `${offlineCachePrefix}personal`;

/** Cache Storage exists only in a secure context of a browser (not on the server, not in every test). */
function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Deletes every personal copy on this device (sign-out, account deleted, another user). Never throws. */
export async function forgetOfflineCopies(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(personalCaches)).map((name) => storage.delete(name)),
    );
  } catch {
    // Storage refused (private browsing, quota): there is nothing we could have kept either.
  }
}

/**
 * After each read of the session: the personal copies are `userId`'s from now on. Copies of anybody
 * else, or of nobody known (an answer kept after a sign-out), are deleted first; signed out
 * (`null`), they are all deleted. The owner is named before any trips page loads, so the worker keeps
 * personal answers only in a cache that names it. Never throws.
 */
export async function keepOfflineCopiesFor(userId: string | null): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    if (userId === null) {
      if (await storage.has(offlineCaches.personal)) await forgetOfflineCopies();
      return;
    }
    const ownerKey = new URL(ownerEntryPath, window.location.origin).href;
    if (await storage.has(offlineCaches.personal)) {
      const owner = await (await storage.open(offlineCaches.personal)).match(ownerKey);
      if (owner && (await owner.text()) === userId) return;
      await forgetOfflineCopies();
    }
    await (await storage.open(offlineCaches.personal)).put(ownerKey, new Response(userId));
  } catch {
    // As above: without storage, no copies.
  }
}
