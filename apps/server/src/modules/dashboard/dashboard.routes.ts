import { createRoute } from '@hono/zod-openapi';
import { dashboardSchema } from '@madabook/contracts';
import type { AuthGuards } from '../../http/auth-guards';
import { adminErrors, adminOnly, jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(service: DashboardService, guards: AuthGuards) {
  const get = createRoute({
    method: 'get',
    path: '/',
    tags: ['Dashboard'],
    summary: 'The figures of the back office home (admin)',
    ...adminOnly(guards),
    responses: { 200: jsonContent(dashboardSchema, 'The figures and the latest changes'), ...adminErrors },
  });

  return createRouter().openapi(get, async (c) => c.json(await service.get(), 200));
}
