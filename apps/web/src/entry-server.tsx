// The server renders public pages with this module (built apart by `vite build --ssr`): the same router,
// routes and components as the browser's, run once for one address, then handed over to the browser.
import '@/lib/zod-config';
import { defaultLanguage, type Language, languages } from '@madabook/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import type { FlatNamespace } from 'i18next';
import { prerender } from 'react-dom/static';
import { App, type AppParts, createAppParts } from '@/app/app';
import { loadedQueries, pageStateScript } from '@/app/page-state';
import { type ApiTransport, setApiTransport } from '@/lib/api-client';
import { i18n, startI18next } from '@/lib/i18n';
import { publicTexts } from '@/locales/load-texts';

export type RenderedPage =
  | { kind: 'page'; status: number; appHtml: string; stateHtml: string }
  | { kind: 'redirect'; location: string };

let started: Promise<void> | undefined;
/** The last page drawn: pages are drawn one after another, each in its own language (the texts' one setting). */
let lastDrawn: Promise<unknown> = Promise.resolve();

/** Once per process: the app's API requests go to `transport`, and every public text is read. */
export function startPageRendering(transport: ApiTransport): Promise<void> {
  setApiTransport(transport);
  // Every public text of both languages, read once, so that drawing a page never waits for a file.
  started ??= startI18next(defaultLanguage, [...publicTexts.keys()] as FlatNamespace[], {
    preload: languages,
  }).then(() => undefined);
  return started;
}

/**
 * Renders the page at `url` (path and query) in `language`, its inline scripts allowed by `nonce`: its routes' loaders run as in the browser,
 * then the markup is drawn from what they loaded, which travels with it as the page's state.
 */
export async function renderPage(
  url: string,
  { language, nonce }: { language: Language; nonce: string },
): Promise<RenderedPage> {
  await started;
  const parts = createAppParts(createMemoryHistory({ initialEntries: [url] }), nonce);
  // Loaders may read the language (validation messages): each page sets it before loading and drawing.
  await i18n.changeLanguage(language);
  await parts.router.load();
  const result = parts.router._serverResult;
  if (result?.type === 'redirect') {
    return {
      kind: 'redirect',
      location: result.redirect.options.href ?? result.redirect.headers.get('Location') ?? '/',
    };
  }
  const drawing = lastDrawn.then(() => draw(parts, language));
  lastDrawn = drawing.catch(() => {});
  const appHtml = await drawing;
  const stateHtml = pageStateScript({ language, queries: loadedQueries(parts.queryClient) });
  parts.queryClient.clear();
  return { kind: 'page', status: result?.type === 'render' ? result.status : 200, appHtml, stateHtml };
}

/**
 * The page's markup once everything in it is ready, lazily loaded parts included (a page drawn with
 * them missing would be redrawn in the browser). Pages are drawn one at a time, so that the language
 * set here is the one every text of this page is drawn in.
 */
async function draw(parts: AppParts, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const first = await drawOnce(parts);
  // The data components ask for by themselves (not their route's loader) is fetched, and the page drawn
  // again with it; whatever fails stays to load in the browser, as it would without the server.
  const asked = parts.queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && !query.meta?.browserOnly });
  if (asked.length === 0) return first;
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  parts.queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  await i18n.changeLanguage(language);
  return drawOnce(parts);
}

async function drawOnce(parts: AppParts): Promise<string> {
  // In one piece: a part sent apart would need an inline script to put it in place.
  const { prelude } = await prerender(<App {...parts} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}
