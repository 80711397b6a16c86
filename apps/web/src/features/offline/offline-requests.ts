// Which requests the service worker handles, and under which key it keeps their answers: My trips, a
// trip and its e-ticket, what those pages load and nothing else. Pure, shared by the worker
// (worker/service-worker.ts) and its tests; no DOM, no worker globals.

/**
 * What the worker does with a request it handles: a trips page the browser opens, one of the app's
 * files such a page loads, or an API answer such a page shows. `null`: the worker leaves it alone.
 */
export type OfflineRequestKind = 'page' | 'file' | 'data';

/** What the worker reads of a request to decide (a `Request` has all of it). */
export type RequestFacts = { method: string; url: string; mode: string };

/** /account/trips, /account/trips/<id> and /account/trips/<id>/print. */
const tripsPage = /^\/account\/trips(?:\/[^/]+(?:\/print)?)?\/?$/;
const printPage = /^\/account\/trips\/[^/]+\/print\/?$/;

/** The built app's files (hashed scripts, styles, fonts, the texts' chunks) and the icon the page links. */
const staticFile = /^\/(?:assets\/.+|favicon\.svg)$/;

/**
 * The API answers the trips pages show, and only those: the session their guard reads, the list and
 * one trip (flights and stays alike), and on a stay's voucher the hotel's address and phone.
 */
const tripsData: ReadonlyArray<{ path: RegExp; onlyFrom?: RegExp }> = [
  { path: /^\/api\/auth\/get-session$/ },
  { path: /^\/api\/bookings\/[^/]+$/ },
  { path: /^\/api\/hotels\/by-slug\/[^/]+$/, onlyFrom: printPage },
];

/** The path of a URL of this origin, or null (another origin, or not a URL). */
export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

export function isTripsPage(path: string): boolean {
  return tripsPage.test(path);
}

export function isStaticFile(path: string): boolean {
  return staticFile.test(path);
}

/** An API path the trips page at `page` shows. */
export function isTripsData(path: string, page: string): boolean {
  return tripsData.some((data) => data.path.test(path) && (!data.onlyFrom || data.onlyFrom.test(page)));
}

/**
 * The trips page a request comes from, or null. A page's own requests name it as their referrer; a
 * file's requests (a script's imports, a style sheet's fonts) name that file, and some none at all:
 * those go by the page the worker knows open in the requesting tab (`clientPage`).
 */
export function requestingTripsPage(
  referrer: string,
  origin: string,
  clientPage: string | undefined,
): string | null {
  const from = sameOriginPath(referrer, origin);
  if (from !== null && !isStaticFile(from)) return isTripsPage(from) ? from : null;
  return clientPage !== undefined && isTripsPage(clientPage) ? clientPage : null;
}

/**
 * Whether the worker handles this request, and as what. Only GET: a trips page opened (whatever it
 * comes from), and, asked by a trips page (`fromPage`, see `requestingTripsPage`), the app's files
 * and the API answers it shows. Every other request, API or not, goes its own way untouched.
 */
export function offlineRequestKind(
  request: RequestFacts,
  origin: string,
  fromPage: string | null,
): OfflineRequestKind | null {
  if (request.method !== 'GET') return null;
  const path = sameOriginPath(request.url, origin);
  if (path === null) return null;
  if (request.mode === 'navigate') return isTripsPage(path) ? 'page' : null;
  if (fromPage === null) return null;
  if (isStaticFile(path)) return 'file';
  return isTripsData(path, fromPage) ? 'data' : null;
}

/**
 * The key an answer is kept under: its address without the query or a final slash. A trip opened
 * with `?confirmed=true` is the same page offline, and the session read with the cache bypassed is
 * the same session.
 */
export function offlineCacheKey(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return `${parsed.origin}${path}`;
}
