import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>MadaBook API</title>
    <link rel="icon" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

// Kept in a file of its own: the content security policy forbids inline scripts.
const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** Interactive API documentation, served from the installed package: no CDN. */
export function docsRoutes() {
  return new Hono<AppEnv>()
    .get('/', (c) => c.html(page))
    .get('/init.js', (c) => c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get(
      '/:asset',
      async (c, next) => (assets.has(c.req.param('asset')) ? next() : c.notFound()),
      cacheControl(() => 'public, max-age=86400'),
      serveStatic({ root: swaggerUiDir, rewriteRequestPath: (path) => path.replace(/^\/api\/docs/, '') }),
    );
}
