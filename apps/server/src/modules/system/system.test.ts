import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('system routes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers health', async () => {
    const response = await testApp.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers, and says so when it does not', async () => {
    const ready = await testApp.app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });

    const broken = await createTestApp();
    await broken.database.close();
    const unavailable = await broken.app.request('/api/ready');
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('gives the public config, with the under-construction switch off by default', async () => {
    const response = await testApp.app.request('/api/config');
    expect(await response.json()).toMatchObject({
      underConstruction: false,
      environment: 'test',
      payments: { onlineMethods: [], holdMinutes: 15 },
    });

    const closed = await createTestApp({
      env: {
        UNDER_CONSTRUCTION: 'true',
        PAYMENT_HOLD_MINUTES: '20',
        ORANGE_MONEY_CLIENT_ID: 'client',
        ORANGE_MONEY_CLIENT_SECRET: 'secret',
        ORANGE_MONEY_MERCHANT_KEY: 'merchant',
      },
    });
    const body = await readJson(await closed.app.request('/api/config'));
    expect(body.underConstruction).toBe(true);
    expect(body.payments).toEqual({ onlineMethods: ['ORANGE_MONEY'], holdMinutes: 20 });
    await closed.close();
  });

  it('answers unknown API routes with 404 NOT_FOUND in the error shape', async () => {
    const response = await testApp.app.request('/api/does-not-exist', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
  });

  it('tags every response with a request id and the security headers', async () => {
    const response = await testApp.app.request('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' },
    });
    const response = await production.app.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    await production.close();
  });

  it('keeps the request id a client sends', async () => {
    const response = await testApp.app.request('/api/health', { headers: { 'X-Request-Id': 'trace-1234' } });
    expect(response.headers.get('x-request-id')).toBe('trace-1234');
  });
});

describe('API documentation', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await testApp.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = await readJson(response);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/config']),
    );
    expect(document.components.schemas.PublicConfig.required).toEqual(
      expect.arrayContaining(['underConstruction', 'socialProviders']),
    );
  });

  it('serves the interactive docs and their assets from the app itself', async () => {
    const page = await testApp.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await testApp.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await testApp.app.request('/api/docs/package.json')).status).toBe(404);
  });
});
