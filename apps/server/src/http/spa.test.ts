import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

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
    for (const path of ['/', '/hotels/le-baobab', '/admin/users?page=2']) {
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
});
