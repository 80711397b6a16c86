import { createRoute } from '@hono/zod-openapi';
import { auditListQuerySchema, auditPageSchema } from '@madabook/contracts';
import type { AuthGuards } from '../../http/auth-guards';
import { adminErrors, adminOnly, jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService, guards: AuthGuards) {
  const list = createRoute({
    method: 'get',
    path: '/',
    tags: ['Audit'],
    summary: 'Who changed what in the back office, newest first by default (admin)',
    ...adminOnly(guards),
    request: { query: auditListQuerySchema },
    responses: { 200: jsonContent(auditPageSchema, 'A page of audit entries'), ...adminErrors },
  });

  return createRouter().openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200));
}
