// The service worker, served at /sw.js (scope /): My trips, a trip and its e-ticket open without
// network once they have been seen online. Network first for all it handles, and it handles only
// those pages, the files they load and the API answers they show (offline-requests.ts); every other
// request goes its own way untouched. Built by build/service-worker.config.ts, typed by
// tsconfig.worker.json.
import { offlineCachePrefix, offlineCaches, ownerEntryPath, savedAtHeader } from '@/lib/offline-cache';
import {
  isStaticFile,
  isTripsData,
  isTripsPage,
  type OfflineRequestKind,
  offlineCacheKey,
  offlineRequestKind,
  requestingTripsPage,
  sameOriginPath,
} from '../offline-requests';
import { type KeepMessage, readPageMessage, type WorkerAnswer } from '../worker-messages';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

/**
 * The trips page shown in each tab the worker knows of (it opened the page, or the page said so): the
 * files a script or a style sheet asks for name that file, not the page, as their referrer.
 */
const clientPages = new Map<string, string>();

/**
 * The API answers each tab last got from the copy, by path, with when the copy was saved: the page asks
 * (`copies`), to say that it shows the copy and of when.
 */
const servedCopies = new Map<string, Map<string, string>>();

function noteServed(clientId: string, url: string, savedAt: string | null): void {
  const path = new URL(url).pathname;
  const served = servedCopies.get(clientId) ?? new Map<string, string>();
  if (savedAt === null) served.delete(path);
  else served.set(path, savedAt);
  if (served.size > 0) servedCopies.set(clientId, served);
  else servedCopies.delete(clientId);
}

function copiesServed(clientId: string, paths: readonly string[]): Record<string, string> {
  const served = servedCopies.get(clientId);
  const copies: Record<string, string> = {};
  for (const path of paths) {
    const savedAt = served?.get(path);
    if (savedAt !== undefined) copies[path] = savedAt;
  }
  return copies;
}

/** Copies being written: the page has its answer before its copy is kept, and may ask at once. */
const writing = new Set<Promise<void>>();

function track(write: Promise<void>): Promise<void> {
  writing.add(write);
  return write.finally(() => writing.delete(write));
}

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(offlineCaches));
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(offlineCachePrefix) && !current.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const fromPage = requestingTripsPage(request.referrer, origin, clientPages.get(event.clientId));
  const kind = offlineRequestKind(request, origin, fromPage);
  if (!kind) return;
  if (kind === 'page' && event.resultingClientId) {
    clientPages.set(event.resultingClientId, new URL(request.url).pathname);
  }
  event.respondWith(networkFirst(event, kind));
});

self.addEventListener('message', (event) => {
  const message = readPageMessage(event.data);
  const source = event.source;
  if (!message || !(source instanceof Client)) return;
  if (message.type === 'leave') {
    clientPages.delete(source.id);
    return;
  }
  const port = event.ports[0];
  const answer = (missing: string[]) =>
    port?.postMessage({ missing, copies: copiesServed(source.id, message.data) } satisfies WorkerAnswer);
  if (message.type === 'copies') {
    answer([]);
    return;
  }
  if (!isTripsPage(message.page)) return;
  // A page the worker itself opened in this tab was kept as it went through.
  const opened = clientPages.get(source.id) === message.page;
  clientPages.set(source.id, message.page);
  event.waitUntil(keepPage(message, !opened).then(answer));
});

const cacheOf = (kind: OfflineRequestKind) =>
  kind === 'file' ? offlineCaches.files : offlineCaches.personal;

/** The network's answer; without network, the copy kept of it, else the network's failure. */
async function networkFirst(event: FetchEvent, kind: OfflineRequestKind): Promise<Response> {
  const { request } = event;
  const key = offlineCacheKey(request.url);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (failure) {
    const copy = await caches.match(key, { cacheName: cacheOf(kind), ignoreVary: true });
    if (!copy) throw failure;
    if (kind === 'data') noteServed(event.clientId, request.url, copy.headers.get(savedAtHeader));
    return copy;
  }
  if (kind === 'data') noteServed(event.clientId, request.url, null);
  if (worthKeeping(response, kind)) event.waitUntil(track(keep(kind, key, response.clone())));
  return response;
}

/** Only a whole success of this origin, of the type expected: never an error, a redirect or a part. */
function worthKeeping(response: Response, kind: OfflineRequestKind): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const type = response.headers.get('Content-Type') ?? '';
  if (kind === 'page') return type.startsWith('text/html');
  if (kind === 'data') return type.includes('application/json');
  return true;
}

/** Headers a copy must not hand out again (a renewed session token) or that describe the wire, not the body. */
const unkeptHeaders = ['set-auth-token', 'content-encoding', 'content-length'];

/**
 * Keeps a copy, stamped with the time. Personal answers go only into a cache that names its owner:
 * the page names the signed-in user before any trips page loads, and deletes the cache at sign-out,
 * so that an answer arriving after that deletion is not kept for nobody.
 */
async function keep(kind: OfflineRequestKind, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheOf(kind));
  if (kind !== 'file' && !(await cache.match(`${origin}${ownerEntryPath}`))) return;
  const headers = new Headers(response.headers);
  for (const name of unkeptHeaders) headers.delete(name);
  headers.set(savedAtHeader, new Date().toISOString());
  const body = await response.blob();
  await cache.put(
    key,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
}

async function fetchAndKeep(request: Request, kind: OfflineRequestKind): Promise<void> {
  try {
    const response = await fetch(request);
    if (worthKeeping(response, kind)) await keep(kind, offlineCacheKey(request.url), response);
  } catch {
    // Offline, or the page is gone: the copy kept before, if any, stays.
  }
}

/**
 * The page's HTML as the server sends it for that address (unless it was just kept: `withHtml`), and
 * the files it loaded; answers which of its API answers have no copy.
 */
async function keepPage({ page, files, data }: KeepMessage, withHtml: boolean): Promise<string[]> {
  const kept = await caches.open(offlineCaches.files);
  await Promise.all([
    withHtml && fetchAndKeep(new Request(`${origin}${page}`, { headers: { Accept: 'text/html' } }), 'page'),
    ...files.map(async (url) => {
      const path = sameOriginPath(url, origin);
      if (path === null || !isStaticFile(path)) return;
      if (await kept.match(offlineCacheKey(url))) return;
      await fetchAndKeep(new Request(url), 'file');
    }),
  ]);
  await Promise.allSettled(writing);
  const missing: string[] = [];
  for (const path of data) {
    if (!isTripsData(path, page)) continue;
    const copy = await caches.match(`${origin}${path}`, {
      cacheName: offlineCaches.personal,
      ignoreVary: true,
    });
    if (!copy) missing.push(path);
  }
  return missing;
}
