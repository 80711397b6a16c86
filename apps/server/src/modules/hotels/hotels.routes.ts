import { createRoute, z } from '@hono/zod-openapi';
import {
  hotelArchiveSchema,
  hotelInputSchema,
  hotelListQuerySchema,
  hotelPageSchema,
  hotelSchema,
  hotelUpdateSchema,
  idSchema,
  partnerHotelUpdateSchema,
  publicHotelSchema,
  text,
} from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import {
  type Access,
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { audienceOf } from '../../lib/audience';
import type { HotelService } from './hotels.service';

const tags = ['Hotels'];
const params = z.object({ id: idSchema });
const slugParams = z.object({ slug: text().min(1).max(120) });
const hotelForAnyone = z.union([hotelSchema, publicHotelSchema]);

/**
 * Mounted under /api. Fixed paths (`/hotels/all`, `/hotels/archive`) are
 * declared before `/hotels/{id}`, which would otherwise take them as an id.
 */
export function hotelRoutes(service: HotelService, guards: AuthGuards) {
  const create = createRoute({
    method: 'post',
    path: '/hotels',
    tags,
    summary: 'Create a hotel; its slug comes from its name (admin)',
    ...adminOnly(guards),
    request: { body: jsonBody(hotelInputSchema) },
    responses: { 201: jsonContent(hotelSchema, 'Created'), ...adminErrors },
  });
  const archive = createRoute({
    method: 'put',
    path: '/hotels/archive',
    tags,
    summary: 'Archive a hotel, hiding it from the public, or bring it back (admin)',
    ...adminOnly(guards),
    request: { body: jsonBody(hotelArchiveSchema) },
    responses: { 200: jsonContent(hotelSchema, 'Archived or unarchived'), ...adminErrors, ...notFoundError },
  });
  const update = createRoute({
    method: 'put',
    path: '/hotels/{id}',
    tags,
    summary: 'Replace a hotel’s fields and amenities; the slug stays unless `renewSlug` (admin)',
    ...adminOnly(guards),
    request: { params, body: jsonBody(hotelUpdateSchema) },
    responses: { 200: jsonContent(hotelSchema, 'Updated'), ...adminErrors, ...notFoundError },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/hotels/{id}',
    tags,
    summary: 'Delete a hotel with its rooms and photos, unless bookings are to come (admin)',
    ...adminOnly(guards),
    request: { params },
    responses: {
      204: { description: 'Deleted' },
      ...adminErrors,
      ...notFoundError,
      ...conflictError('HOTEL_HAS_UPCOMING_BOOKINGS'),
    },
  });
  const listPublished = createRoute({
    method: 'get',
    path: '/hotels/all',
    tags,
    summary: 'Every hotel not archived, by name',
    responses: { 200: jsonContent(z.array(publicHotelSchema), 'The hotels') },
  });
  const getBySlug = createRoute({
    method: 'get',
    path: '/hotels/by-slug/{slug}',
    tags,
    summary: 'One hotel by its slug; archived ones for admins only',
    middleware: [guards.loadUser],
    request: { params: slugParams },
    responses: {
      200: jsonContent(hotelForAnyone, 'The hotel, with every field for admins'),
      ...notFoundError,
    },
  });
  const get = createRoute({
    method: 'get',
    path: '/hotels/{id}',
    tags,
    summary: 'One hotel; archived ones for admins only',
    middleware: [guards.loadUser],
    request: { params },
    responses: {
      200: jsonContent(hotelForAnyone, 'The hotel, with every field for admins'),
      ...notFoundError,
    },
  });
  const listForAdmin = createRoute({
    method: 'get',
    path: '/admin/hotels',
    tags,
    summary: 'A page of hotels, archived included, searched, filtered and sorted (admin)',
    ...adminOnly(guards),
    request: { query: hotelListQuerySchema },
    responses: { 200: jsonContent(hotelPageSchema, 'The page'), ...adminErrors },
  });

  return createRouter()
    .openapi(create, async (c) => c.json(await service.create(actorOf(c), c.req.valid('json')), 201))
    .openapi(archive, async (c) => c.json(await service.archive(actorOf(c), c.req.valid('json')), 200))
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(listPublished, async (c) => c.json(await service.listPublished(), 200))
    .openapi(getBySlug, async (c) =>
      c.json(await service.getBySlug(audienceOf(c.var.user), c.req.valid('param').slug), 200),
    )
    .openapi(get, async (c) =>
      c.json(await service.get(audienceOf(c.var.user), c.req.valid('param').id), 200),
    )
    .openapi(listForAdmin, async (c) => c.json(await service.listForAdmin(c.req.valid('query')), 200));
}

/** Mounted under /api/partner: a hotel's own details for its members, changed by its owners and managers. */
export function partnerHotelRoutes(service: HotelService, access: Access) {
  const get = createRoute({
    method: 'get',
    path: '/hotels/{id}',
    tags,
    summary: 'One of the caller’s hotels, with every field (any member)',
    ...access.route,
    request: { params },
    responses: { 200: jsonContent(hotelSchema, 'The hotel'), ...adminErrors, ...notFoundError },
  });
  const update = createRoute({
    method: 'put',
    path: '/hotels/{id}',
    tags,
    summary:
      'Replace the hotel’s details and amenities: not its stars or tier, which stay the platform’s (owners and managers)',
    ...access.route,
    request: { params, body: jsonBody(partnerHotelUpdateSchema) },
    responses: { 200: jsonContent(hotelSchema, 'Updated'), ...adminErrors, ...notFoundError },
  });
  return createRouter()
    .openapi(get, async (c) =>
      c.json(await service.getForMember(actorOf(c).scope, c.req.valid('param').id), 200),
    )
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
