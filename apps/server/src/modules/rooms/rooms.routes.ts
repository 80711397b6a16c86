import { createRoute, z } from '@hono/zod-openapi';
import {
  idSchema,
  publicRoomSchema,
  roomInputSchema,
  roomSchema,
  roomUpdateSchema,
} from '@madabook/contracts';
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
import { audienceOf } from '../../lib/audience';
import type { RoomService } from './rooms.service';

const tags = ['Rooms'];
const params = z.object({ id: idSchema });
const roomForAnyone = z.union([roomSchema, publicRoomSchema]);

/** Mounted under /api, after the hotel routes. */
export function roomRoutes(service: RoomService, guards: AuthGuards) {
  const create = createRoute({
    method: 'post',
    path: '/hotels/rooms',
    tags,
    summary: 'Add a kind of room to a hotel (admin)',
    ...adminOnly(guards),
    request: { body: jsonBody(roomInputSchema) },
    responses: { 201: jsonContent(roomSchema, 'Created'), ...adminErrors },
  });
  const get = createRoute({
    method: 'get',
    path: '/hotels/rooms/{id}',
    tags,
    summary: 'One room; rooms of archived hotels for admins only',
    middleware: [guards.loadUser],
    request: { params },
    responses: { 200: jsonContent(roomForAnyone, 'The room, with every field for admins'), ...notFoundError },
  });
  const update = createRoute({
    method: 'put',
    path: '/hotels/rooms/{id}',
    tags,
    summary: 'Replace a room’s fields (admin)',
    ...adminOnly(guards),
    request: { params, body: jsonBody(roomUpdateSchema) },
    responses: { 200: jsonContent(roomSchema, 'Updated'), ...adminErrors, ...notFoundError },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/hotels/rooms/{id}',
    tags,
    summary: 'Delete a room and its photos, unless bookings are to come (admin)',
    ...adminOnly(guards),
    request: { params },
    responses: {
      204: { description: 'Deleted' },
      ...adminErrors,
      ...notFoundError,
      ...conflictError('ROOM_HAS_UPCOMING_BOOKINGS'),
    },
  });
  const listForHotel = createRoute({
    method: 'get',
    path: '/hotels/{id}/rooms',
    tags,
    summary: 'A hotel’s rooms, cheapest first; those of archived hotels for admins only',
    middleware: [guards.loadUser],
    request: { params },
    responses: {
      200: jsonContent(z.array(roomForAnyone), 'The rooms, with every field for admins'),
      ...notFoundError,
    },
  });

  return createRouter()
    .openapi(create, async (c) => c.json(await service.create(actorOf(c), c.req.valid('json')), 201))
    .openapi(get, async (c) =>
      c.json(await service.get(audienceOf(c.var.user), c.req.valid('param').id), 200),
    )
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(listForHotel, async (c) =>
      c.json(await service.listForHotel(audienceOf(c.var.user), c.req.valid('param').id), 200),
    );
}
