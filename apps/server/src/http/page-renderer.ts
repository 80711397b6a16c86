import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@madabook/contracts';

/** A public page as the web app rendered it, or where its routes sent the visitor instead. */
export type RenderedPage =
  | { kind: 'page'; status: number; appHtml: string; stateHtml: string }
  | { kind: 'redirect'; location: string };

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server build (apps/web/src/entry-server.tsx). */
interface PageModule {
  startPageRendering(transport: ApiTransport): Promise<void>;
  renderPage(url: string, options: PageOptions): Promise<RenderedPage>;
}

/** The page's language, and the nonce its inline scripts carry. */
export type PageOptions = { language: Language; nonce: string };

export type RenderPage = (url: string, options: PageOptions) => Promise<RenderedPage>;

/**
 * The web app's page renderer, from its server build beside the browser's (`dist-ssr` next to `dist`),
 * its API requests answered in-process by `callApi`. Loading starts at once, so that the first visitor
 * does not wait for it; undefined when the web app was built without it.
 */
export function loadPageRenderer(distDir: string, callApi: ApiTransport): RenderPage | undefined {
  const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const ready = import(pathToFileURL(entry).href).then(async (module: PageModule) => {
    await module.startPageRendering(callApi);
    return module;
  });
  // A failure shows on the first page asked for, which is then served unrendered.
  ready.catch(() => {});
  return async (url, options) => (await ready).renderPage(url, options);
}
