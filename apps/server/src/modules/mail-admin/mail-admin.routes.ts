import { createRoute, z } from '@hono/zod-openapi';
import {
  idSchema,
  mailComposeSchema,
  mailListQuerySchema,
  mailMessageDetailSchema,
  mailMessageSchema,
  mailPageSchema,
} from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import { adminErrors, adminOnly, jsonBody, jsonContent, notFoundError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { MailAdminService } from './mail-admin.service';

const tags = ['Mail'];
const params = z.object({ id: idSchema });

export function mailAdminRoutes(service: MailAdminService, guards: AuthGuards) {
  const admin = { tags, ...adminOnly(guards) };
  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/',
    summary: 'The outbox: every mail and where it stands (admin)',
    request: { query: mailListQuerySchema },
    responses: { 200: jsonContent(mailPageSchema, 'A page of mails'), ...adminErrors },
  });
  const get = createRoute({
    ...admin,
    method: 'get',
    path: '/{id}',
    summary: 'One mail with its HTML and text, for a preview (admin)',
    request: { params },
    responses: {
      200: jsonContent(mailMessageDetailSchema, 'The mail'),
      ...adminErrors,
      ...notFoundError,
    },
  });
  const compose = createRoute({
    ...admin,
    method: 'post',
    path: '/',
    summary: 'Send a mail written in the back office; follow its status (admin)',
    request: { body: jsonBody(mailComposeSchema) },
    responses: { 201: jsonContent(mailMessageSchema, 'Queued'), ...adminErrors },
  });
  const resend = createRoute({
    ...admin,
    method: 'post',
    path: '/{id}/resend',
    summary: 'Queue a new copy of a mail (admin)',
    request: { params },
    responses: {
      201: jsonContent(mailMessageSchema, 'The copy, queued'),
      ...adminErrors,
      ...notFoundError,
    },
  });

  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(get, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(compose, async (c) => c.json(await service.compose(actorOf(c), c.req.valid('json')), 201))
    .openapi(resend, async (c) => c.json(await service.resend(actorOf(c), c.req.valid('param').id), 201));
}
