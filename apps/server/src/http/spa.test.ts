import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createTestApp } from '../test/test-app';
import type { AppEnv } from './app-env';
import type { RenderPage } from './page-renderer';
import { securityHeaders } from './security-headers';
import { spaRoutes } from './spa';

describe('serving the web app', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'madabook-dist-'));
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>MadaBook</title><div id="root"></div>');
    writeFileSync(
      join(distDir, 'assets', 'index-AbC123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html for client routes, revalidated each time', async () => {
    for (const path of ['/', '/account/trips', '/admin/users?page=2']) {
      const response = await testApp.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await testApp.app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's compressed copies as they are, brotli first, to the browsers that take them", async () => {
    const js = join(distDir, 'assets', 'app-Pre123.js');
    const source = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    writeFileSync(js, source);
    // Copies as the build writes them (apps/web/build/precompress.mjs): the answer is theirs, byte for byte.
    writeFileSync(`${js}.br`, brotliCompressSync(source));
    writeFileSync(`${js}.gz`, gzipSync(source, { level: 9 }));
    const asked = async (acceptEncoding: string) => {
      const response = await testApp.app.request('/assets/app-Pre123.js', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      return {
        encoding: response.headers.get('content-encoding'),
        bytes: Buffer.from(await response.arrayBuffer()),
        type: response.headers.get('content-type'),
      };
    };
    const brotli = await asked('gzip, deflate, br');
    expect(brotli).toMatchObject({ encoding: 'br', type: expect.stringContaining('javascript') });
    expect(brotli.bytes).toEqual(readFileSync(`${js}.br`));
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(source);
    const gzip = await asked('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.bytes).toEqual(readFileSync(`${js}.gz`));
    expect(gunzipSync(gzip.bytes).toString()).toBe(source);
    expect((await asked('identity')).bytes.toString()).toBe(source);
  });

  it('answers a missing file with 404 instead of the app', async () => {
    const response = await testApp.app.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
  });

  it('serves other public files', async () => {
    const response = await testApp.app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('still serves the app when the page head cannot be read', async () => {
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('logger', createLogger({ level: 'silent', pretty: false }));
      return next();
    });
    app.route('/', spaRoutes(distDir, { page: () => Promise.reject(new Error('database down')) }));
    const response = await app.request('/hotels/lagon-bleu');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  describe('with the pages the web app renders', () => {
    const template =
      '<!doctype html><html lang="fr"><head><title>MadaBook</title></head><body><div id="root"></div></body></html>';
    const renderedDir = mkdtempSync(join(tmpdir(), 'madabook-rendered-'));
    writeFileSync(join(renderedDir, 'index.html'), template);
    const asked: Array<{ url: string; language: string; nonce: string }> = [];

    /** The routes with a renderer standing in for the web app's, which says what it was asked. */
    function appWith(render: RenderPage) {
      const app = new Hono<AppEnv>();
      app.use(securityHeaders({ production: false }));
      app.use((c, next) => {
        c.set('logger', createLogger({ level: 'silent', pretty: false }));
        return next();
      });
      const seo = {
        page: () =>
          Promise.resolve({
            status: 200 as const,
            head: { title: 'Page', description: 'A page', language: 'fr' as const },
          }),
      };
      app.route('/', spaRoutes(renderedDir, seo, render));
      return app;
    }
    const rendering = appWith(async (url, options) => {
      asked.push({ url, ...options });
      return {
        kind: 'page',
        status: 200,
        appHtml: '<main>drawn</main>',
        stateHtml: '<script type="application/json" id="page-state">{}</script>',
      };
    });
    afterAll(() => rmSync(renderedDir, { recursive: true, force: true }));

    it('puts the rendered page in the root and its state before </body>, with a nonce for its inline scripts', async () => {
      const response = await rendering.request('/hotels?city=Toliara');
      const html = await response.text();
      expect(html).toContain('<div id="root"><main>drawn</main></div>');
      expect(html).toMatch(/id="page-state">\{\}<\/script>\s*<\/body>/);
      const nonce = asked.at(-1)?.nonce;
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      expect(asked.at(-1)?.url).toBe('/hotels?city=Toliara');
    });

    it("loads the app's script at the visitor's first interaction, not at load", async () => {
      const withScript = template.replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-AbC.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-D.js"></head>',
      );
      writeFileSync(join(renderedDir, 'index.html'), withScript);
      try {
        const html = await (await rendering.request('/')).text();
        expect(html).not.toContain('<script type="module"');
        expect(html).toContain('import("/assets/index-AbC.js")');
        // Its files are fetched once the page has loaded, not preloaded before what it shows.
        expect(html).not.toContain('modulepreload');
        expect(html).toContain('["/assets/index-AbC.js","/assets/vendor-D.js"].forEach');
        const nonce = asked.at(-1)?.nonce;
        expect(html).toContain(`<script nonce="${nonce}">(function(){`);
      } finally {
        writeFileSync(join(renderedDir, 'index.html'), template);
      }
    });

    it("renders in the address's language, else the visitor's cookie, else French", async () => {
      await rendering.request('/login?lang=en', { headers: { cookie: 'language=fr' } });
      expect(asked.at(-1)?.language).toBe('en');
      await rendering.request('/login', { headers: { cookie: 'language=en' } });
      expect(asked.at(-1)?.language).toBe('en');
      await rendering.request('/login', { headers: { cookie: 'language=de' } });
      expect(asked.at(-1)?.language).toBe('fr');
    });

    it("follows the routes' redirects", async () => {
      const redirecting = appWith(async () => ({ kind: 'redirect', location: '/under-construction' }));
      const response = await redirecting.request('/');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/under-construction');
    });

    it('serves the page for the browser to draw when rendering fails or its data is unavailable', async () => {
      const failing = appWith(() => Promise.reject(new Error('render failed')));
      const unavailable = appWith(async () => ({
        kind: 'page',
        status: 500,
        appHtml: '<p>error</p>',
        stateHtml: '',
      }));
      for (const app of [failing, unavailable]) {
        const response = await app.request('/');
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
    });
  });
});
