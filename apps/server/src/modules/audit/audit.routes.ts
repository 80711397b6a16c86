import { createRoute, z } from '@hono/zod-openapi';
import { airlineCodeSchema, auditListQuerySchema, auditPageSchema, idSchema } from '@madabook/contracts';
import { scopeOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import { type Access, adminErrors, adminOnly, jsonContent, notFoundError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { AuditService } from './audit.service';

const tags = ['Audit'];

export function auditRoutes(service: AuditService, guards: AuthGuards) {
  const list = createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Who changed what in the back office, newest first by default (admin)',
    ...adminOnly(guards),
    request: { query: auditListQuerySchema },
    responses: { 200: jsonContent(auditPageSchema, 'A page of audit entries'), ...adminErrors },
  });

  return createRouter().openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200));
}

/** Mounted under /api/partner: the changes that concern one hotel or airline, for its owners. */
export function propertyAuditRoutes(service: AuditService, access: Access) {
  const hotelLog = createRoute({
    method: 'get',
    path: '/hotels/{id}/audit',
    tags,
    summary: 'Who changed what in this hotel, its team and the platform alike, newest first (owners)',
    ...access.route,
    request: { params: z.object({ id: idSchema }), query: auditListQuerySchema },
    responses: {
      200: jsonContent(auditPageSchema, 'A page of audit entries'),
      ...adminErrors,
      ...notFoundError,
    },
  });
  const airlineLog = createRoute({
    method: 'get',
    path: '/airlines/{code}/audit',
    tags,
    summary: 'Who changed what in this airline, its team and the platform alike, newest first (owners)',
    ...access.route,
    request: { params: z.object({ code: airlineCodeSchema }), query: auditListQuerySchema },
    responses: {
      200: jsonContent(auditPageSchema, 'A page of audit entries'),
      ...adminErrors,
      ...notFoundError,
    },
  });
  return createRouter()
    .openapi(hotelLog, async (c) =>
      c.json(
        await service.listForProperty(scopeOf(c), { hotelId: c.req.valid('param').id }, c.req.valid('query')),
        200,
      ),
    )
    .openapi(airlineLog, async (c) =>
      c.json(
        await service.listForProperty(
          scopeOf(c),
          { airlineCode: c.req.valid('param').code },
          c.req.valid('query'),
        ),
        200,
      ),
    );
}
