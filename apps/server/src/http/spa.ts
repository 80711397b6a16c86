import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { cacheControl } from './cache-control';

const immutable = 'public, max-age=31536000, immutable';
const notBuilt = 'The web app is not built: run `npm start` or `npm run build`.';
const looksLikeFile = /\.[a-z0-9]+$/i;

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every client-side route.
 */
export function spaRoutes(distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(distDir)) return app.get('*', (c) => c.text(notBuilt, 503));
  app.use(cacheControl((path) => (path.startsWith('/assets/') ? immutable : 'no-cache')));
  app.use(serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (looksLikeFile.test(c.req.path)) return c.notFound();
    if (!existsSync(indexPath)) return c.text(notBuilt, 503);
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
