import { createRoute } from '@hono/zod-openapi';
import { healthSchema, publicConfigSchema, readinessSchema } from '@madabook/contracts';
import { createRouter } from '../../http/router';
import type { SystemService } from './system.service';

const tags = ['System'];

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags,
  summary: 'The process is up',
  responses: { 200: { description: 'Up', content: { 'application/json': { schema: healthSchema } } } },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags,
  summary: 'The database answers',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: readinessSchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: readinessSchema } } },
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/config',
  tags,
  summary: 'Public settings the web app needs before it routes',
  responses: {
    200: { description: 'Settings', content: { 'application/json': { schema: publicConfigSchema } } },
  },
});

export function systemRoutes(service: SystemService) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const readiness = await service.readiness();
      return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
    })
    .openapi(configRoute, (c) => c.json(service.publicConfig(), 200));
}
