import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { defaultLanguage, type Language, languageCookie, languageSchema } from '@madabook/contracts';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { withHead } from '../modules/seo/html-template';
import type { SeoService } from '../modules/seo/seo.service';
import { languageParam } from '../modules/seo/site-urls';
import type { AppEnv } from './app-env';
import { cacheControl } from './cache-control';
import type { PageOptions, RenderPage } from './page-renderer';
import { withRenderedApp } from './rendered-page';

const immutable = 'public, max-age=31536000, immutable';
const notBuilt = 'The web app is not built: run `npm start` or `npm run build`.';
const looksLikeFile = /\.[a-z0-9]+$/i;

/** A public page's language: its address's `?lang=`, else the visitor's choice (a cookie), else French. */
function pageLanguage(c: Context<AppEnv>): Language {
  for (const asked of [c.req.query(languageParam), getCookie(c, languageCookie)]) {
    const language = languageSchema.safeParse(asked);
    if (language.success) return language.data;
  }
  return defaultLanguage;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client-side route; public pages get their
 * own head (title, share cards, structured data) and status, and are rendered by
 * `renderPage` when given, so that they show before the app's code has arrived.
 */
export function spaRoutes(distDir: string, seo: Pick<SeoService, 'page'>, renderPage?: RenderPage) {
  const indexPath = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(distDir)) return app.get('*', (c) => c.text(notBuilt, 503));
  app.use(cacheControl((path) => (path.startsWith('/assets/') ? immutable : 'no-cache')));
  // The build's compressed copies (build/precompress.mjs), at the highest levels, when the browser takes them.
  const files = serveStatic({ root: distDir, precompressed: true });
  // Paths without an extension are the app's, `/` included, which serveStatic would answer with the bare index.html.
  app.use((c, next) => (looksLikeFile.test(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (looksLikeFile.test(c.req.path)) return c.notFound();
    if (!existsSync(indexPath)) return c.text(notBuilt, 503);
    const template = readFileSync(indexPath, 'utf8');
    const language = pageLanguage(c);
    // The app itself still loads and shows its own error when the head cannot be read (database down).
    const page = await seo.page(c.req.path, language).catch((error: unknown) => {
      c.var.logger.warn({ err: error, path: c.req.path }, 'page head unavailable: serving the bare app');
      return undefined;
    });
    if (!page) return c.html(template);
    const document = withHead(template, page.head);
    const nonce = c.var.secureHeadersNonce ?? '';
    const rendered = renderPage && (await renderedOrUndefined(c, renderPage, { language, nonce }));
    if (rendered?.kind === 'redirect') return c.redirect(rendered.location);
    if (rendered) return c.html(withRenderedApp(document, rendered, nonce), page.status);
    return c.html(document, page.status);
  });
  return app;
}

/** The page as the app renders it; undefined when it cannot (the app then draws it in the browser). */
async function renderedOrUndefined(c: Context<AppEnv>, renderPage: RenderPage, options: PageOptions) {
  const url = c.req.url.slice(new URL(c.req.url).origin.length);
  try {
    const rendered = await renderPage(url, options);
    // A failing loader (the database down) is the browser's to retry, not a page to keep.
    return rendered.kind === 'page' && rendered.status >= 500 ? undefined : rendered;
  } catch (error) {
    c.var.logger.error({ err: error, path: c.req.path }, 'page rendering failed: serving the bare app');
    return undefined;
  }
}
