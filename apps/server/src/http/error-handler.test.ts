import { createRoute } from '@hono/zod-openapi';
import { createTestDatabase } from '@madabook/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { readJson } from '../test/json';
import { createErrorHandler } from './error-handler';
import { createRouter } from './router';

const echoRoute = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ name: z.string().min(2), stars: z.number().int().max(5) }) },
      },
    },
  },
  responses: { 200: { description: 'Echo' } },
});

function appThatThrows(error: unknown) {
  const logged: unknown[] = [];
  const logger = createLogger({ level: 'silent', pretty: false });
  logger.error = ((payload: unknown) => logged.push(payload)) as typeof logger.error;
  const app = createRouter()
    .openapi(echoRoute, (c) => c.json(c.req.valid('json'), 200))
    .get('/boom', () => {
      throw error;
    });
  app.onError(createErrorHandler(logger));
  return { app, logged };
}

describe('the error shape', () => {
  it('answers a zod failure with 400 VALIDATION_ERROR and the fields at fault', async () => {
    const { app } = appThatThrows(null);
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x', stars: 9 }),
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'name',
      'stars',
    ]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const { app } = appThatThrows(null);
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('BAD_REQUEST');
  });

  it('answers an AppError with its code, message and status', async () => {
    const { app } = appThatThrows(new AppError('BETA_ACCESS_ALREADY_EXISTS'));
    const response = await app.request('/boom');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'BETA_ACCESS_ALREADY_EXISTS',
      message: 'Beta access already exists for this email',
    });
  });

  it('hides an unexpected error behind 500 INTERNAL_SERVER_ERROR and logs it instead', async () => {
    const { app, logged } = appThatThrows(new Error('secret detail at /srv/app.ts:12'));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
    expect(text).not.toContain('secret detail');
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['shut down by its administrator', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['still starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connection lost', new Error('Connection terminated unexpectedly')],
    ['connection used after it was lost', new Error('Client was closed and is not queryable')],
  ])(
    'answers a database %s, wrapped by the query builder, with 503 SERVICE_UNAVAILABLE',
    async (_what, cause) => {
      const { app, logged } = appThatThrows(new Error('Failed query: select 1', { cause }));
      const response = await app.request('/boom');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await readJson(response)).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is not available right now',
      });
      expect(logged).toHaveLength(0);
    },
  );

  it('answers text the database refused (NUL in text, \\u0000 in jsonb) with 400, should it get past validation', async () => {
    const database = await createTestDatabase();
    try {
      const refusals = [
        sql`select ${'a\u0000b'}::text`,
        sql`select ${JSON.stringify({ note: 'a\u0000b' })}::jsonb`,
      ].map((statement) =>
        database.db.execute(statement).then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
      for (const refusal of await Promise.all(refusals)) {
        expect(refusal).toBeInstanceOf(Error);
        const { app, logged } = appThatThrows(refusal);
        const response = await app.request('/boom');
        expect(response.status).toBe(400);
        expect((await readJson(response)).code).toBe('BAD_REQUEST');
        expect(logged).toHaveLength(0);
      }
    } finally {
      await database.close();
    }
  });
});
