import { createRoute, z } from '@hono/zod-openapi';
import { amenityInputSchema, amenitySchema, idSchema } from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import {
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { AmenityService } from './amenities.service';

const tags = ['Amenities'];
const params = z.object({ id: idSchema });

export function amenityRoutes(service: AmenityService, guards: AuthGuards) {
  const list = createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Every amenity, with how many hotels offer it',
    responses: { 200: jsonContent(z.array(amenitySchema), 'The amenities') },
  });
  const get = createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One amenity',
    request: { params },
    responses: { 200: jsonContent(amenitySchema, 'The amenity'), ...notFoundError },
  });
  const create = createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Create an amenity (admin)',
    ...adminOnly(guards),
    request: { body: jsonBody(amenityInputSchema) },
    responses: {
      201: jsonContent(amenitySchema, 'Created'),
      ...adminErrors,
      ...conflictError('AMENITY_ALREADY_EXISTS'),
    },
  });
  const update = createRoute({
    method: 'put',
    path: '/{id}',
    tags,
    summary: 'Update an amenity (admin)',
    ...adminOnly(guards),
    request: { params, body: jsonBody(amenityInputSchema) },
    responses: {
      200: jsonContent(amenitySchema, 'Updated'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('AMENITY_ALREADY_EXISTS'),
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Delete an amenity and detach it from every hotel (admin)',
    ...adminOnly(guards),
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...adminErrors, ...notFoundError },
  });

  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(), 200))
    .openapi(get, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(create, async (c) => c.json(await service.create(actorOf(c), c.req.valid('json')), 201))
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
