import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { withHead } from '../modules/seo/html-template';
import type { SeoService } from '../modules/seo/seo.service';
import { languageOf, languageParam } from '../modules/seo/site-urls';
import type { AppEnv } from './app-env';
import { cacheControl } from './cache-control';

const immutable = 'public, max-age=31536000, immutable';
const notBuilt = 'The web app is not built: run `npm start` or `npm run build`.';
const looksLikeFile = /\.[a-z0-9]+$/i;

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client-side route, public pages with
 * their own head (title, share cards, structured data) and status.
 */
export function spaRoutes(distDir: string, seo: Pick<SeoService, 'page'>) {
  const indexPath = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(distDir)) return app.get('*', (c) => c.text(notBuilt, 503));
  app.use(cacheControl((path) => (path.startsWith('/assets/') ? immutable : 'no-cache')));
  const files = serveStatic({ root: distDir });
  // Paths without an extension are the app's, `/` included, which serveStatic would answer with the bare index.html.
  app.use((c, next) => (looksLikeFile.test(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (looksLikeFile.test(c.req.path)) return c.notFound();
    if (!existsSync(indexPath)) return c.text(notBuilt, 503);
    const template = readFileSync(indexPath, 'utf8');
    // The app itself still loads and shows its own error when the head cannot be read (database down).
    const page = await seo
      .page(c.req.path, languageOf(c.req.query(languageParam)))
      .catch((error: unknown) => {
        c.var.logger.warn({ err: error, path: c.req.path }, 'page head unavailable: serving the bare app');
        return undefined;
      });
    return page ? c.html(withHead(template, page.head), page.status) : c.html(template);
  });
  return app;
}
