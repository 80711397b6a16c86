// The copies a service worker keeps so that some signed-in pages open without network
// (features/offline/worker): their caches' names and marks, shared by the worker and the page, which
// deletes the personal copies when nobody, or somebody else, is signed in (offline-copies.ts).
// No DOM here: the worker imports this file too.

/** Every cache of ours starts with this, so that a new worker can drop the ones it no longer uses. */
export const offlineCachePrefix = 'madabook-offline-';

export const offlineCaches = {
  /** Pages and API answers of the signed-in user: deleted at sign-out and when another user signs in. */
  personal: `${offlineCachePrefix}personal-v1`,
  /** The app's own files (scripts, styles, fonts, texts): the same for everybody. */
  files: `${offlineCachePrefix}files-v1`,
} as const;

/** Added by the worker to each answer it keeps: when it was saved (ISO 8601). */
export const savedAtHeader = 'X-Offline-Saved-At';

/** The entry of the personal cache that names the user whose copies it holds (never a real address). */
export const ownerEntryPath = '/offline-copies/owner';
