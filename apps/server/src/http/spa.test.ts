import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createTestApp } from '../test/test-app';
import type { AppEnv } from './app-env';
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
});
