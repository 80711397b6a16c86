import { createRoute, z } from '@hono/zod-openapi';
import {
  contactInputSchema,
  contactListQuerySchema,
  contactPageSchema,
  contactSchema,
  idSchema,
} from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import { type AuthGuards, isAdmin } from '../../http/auth-guards';
import { clientAddress } from '../../http/client-address';
import {
  adminErrors,
  adminOnly,
  jsonBody,
  jsonContent,
  notFoundError,
  tooManyRequestsError,
  validationError,
} from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { ContactService } from './contacts.service';

const tags = ['Contacts'];
const params = z.object({ id: idSchema });

export function contactRoutes(
  service: ContactService,
  guards: AuthGuards,
  options: { formLimiter: RateLimiter; trustProxy: boolean },
) {
  const admin = { tags, ...adminOnly(guards) };
  const create = createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: "Leave a message through the site's contact form; an admin may also add a contact",
    middleware: [
      guards.loadUser,
      // The public form is limited per client; the back office is not.
      rateLimit({
        limiter: options.formLimiter,
        key: (c) => clientAddress(c, options.trustProxy),
        skip: (c) => isAdmin(c.var.user),
      }),
    ],
    request: { body: jsonBody(contactInputSchema) },
    responses: {
      201: jsonContent(contactSchema, 'Created'),
      ...validationError,
      ...tooManyRequestsError,
    },
  });
  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/',
    summary: 'The contacts (admin)',
    request: { query: contactListQuerySchema },
    responses: { 200: jsonContent(contactPageSchema, 'A page of contacts'), ...adminErrors },
  });
  const get = createRoute({
    ...admin,
    method: 'get',
    path: '/{id}',
    summary: 'One contact (admin)',
    request: { params },
    responses: { 200: jsonContent(contactSchema, 'The contact'), ...adminErrors, ...notFoundError },
  });
  const update = createRoute({
    ...admin,
    method: 'put',
    path: '/{id}',
    summary: 'Update a contact (admin)',
    request: { params, body: jsonBody(contactInputSchema) },
    responses: { 200: jsonContent(contactSchema, 'Updated'), ...adminErrors, ...notFoundError },
  });
  const remove = createRoute({
    ...admin,
    method: 'delete',
    path: '/{id}',
    summary: 'Delete a contact (admin)',
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...adminErrors, ...notFoundError },
  });

  return createRouter()
    .openapi(create, async (c) => {
      const actor = isAdmin(c.var.user) ? actorOf(c) : undefined;
      return c.json(await service.create(c.req.valid('json'), actor), 201);
    })
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(get, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
