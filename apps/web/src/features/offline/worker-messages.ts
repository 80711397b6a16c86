// What a trips page and the service worker tell each other (worker-channel.ts, worker/service-worker.ts).

/**
 * A trips page, shown: keep its HTML (it may have been reached inside the app, never opened by the
 * browser) and the files it loaded (before the worker controlled it, or through a script or a style
 * sheet); say which of the API answers it shows (`data`, paths) have no copy yet.
 */
export type KeepMessage = { type: 'keep'; page: string; files: string[]; data: string[] };

/** Which of these API answers (paths) did this tab last get from the copy, the network having failed? */
export type CopiesMessage = { type: 'copies'; data: string[] };

/** The tab left its trips page (for another page of the app). */
export type LeaveMessage = { type: 'leave' };

export type PageMessage = KeepMessage | CopiesMessage | LeaveMessage;

/**
 * The worker's answer to `keep` and `copies`: the paths it holds no copy of (`keep`), and those this
 * tab last got from the copy, with when that copy was saved (ISO 8601).
 */
export type WorkerAnswer = { missing: string[]; copies: Record<string, string> };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A message from a page, checked: anything else is ignored. */
export function readPageMessage(value: unknown): PageMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === 'leave') return { type: 'leave' };
  if (!isStringArray(value.data)) return null;
  if (value.type === 'copies') return { type: 'copies', data: value.data };
  if (value.type !== 'keep' || typeof value.page !== 'string' || !isStringArray(value.files)) return null;
  return { type: 'keep', page: value.page, files: value.files, data: value.data };
}

/** The worker's answer, checked. */
export function readWorkerAnswer(value: unknown): WorkerAnswer | null {
  if (!isRecord(value) || !isStringArray(value.missing) || !isRecord(value.copies)) return null;
  const copies: Record<string, string> = {};
  for (const [path, savedAt] of Object.entries(value.copies)) {
    if (typeof savedAt === 'string') copies[path] = savedAt;
  }
  return { missing: value.missing, copies };
}
