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
  type Access,
  adminAccess,
  adminErrors,
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
const whoOf = (access: Access) => (access.audience === 'admin' ? '(admin)' : '(owners and managers)');

/** Adding, changing and removing a hotel's kinds of room: the same routes for admins and the hotel's team. */
function roomChangeRoutes(service: RoomService, access: Access) {
  const who = whoOf(access);
  const create = createRoute({
    method: 'post',
    path: '/hotels/rooms',
    tags,
    summary: `Add a kind of room to a hotel ${who}`,
    ...access.route,
    request: { body: jsonBody(roomInputSchema) },
    responses: { 201: jsonContent(roomSchema, 'Created'), ...adminErrors, ...notFoundError },
  });
  const update = createRoute({
    method: 'put',
    path: '/hotels/rooms/{id}',
    tags,
    summary: `Replace a room’s fields ${who}`,
    ...access.route,
    request: { params, body: jsonBody(roomUpdateSchema) },
    responses: {
      200: jsonContent(roomSchema, 'Updated'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('ROOMS_BELOW_SOLD'),
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/hotels/rooms/{id}',
    tags,
    summary: `Delete a room and its photos, unless bookings are to come ${who}`,
    ...access.route,
    request: { params },
    responses: {
      204: { description: 'Deleted' },
      ...adminErrors,
      ...notFoundError,
      ...conflictError('ROOM_HAS_UPCOMING_BOOKINGS'),
    },
  });
  return createRouter()
    .openapi(create, async (c) => c.json(await service.create(actorOf(c), c.req.valid('json')), 201))
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/** Mounted under /api, after the hotel routes: the public reads, and the back office's changes. */
export function roomRoutes(service: RoomService, guards: AuthGuards) {
  const get = createRoute({
    method: 'get',
    path: '/hotels/rooms/{id}',
    tags,
    summary: 'One room; rooms of archived hotels for admins only',
    middleware: [guards.loadUser],
    request: { params },
    responses: { 200: jsonContent(roomForAnyone, 'The room, with every field for admins'), ...notFoundError },
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
  return roomChangeRoutes(service, adminAccess(guards))
    .openapi(get, async (c) =>
      c.json(await service.get(audienceOf(c.var.user), c.req.valid('param').id), 200),
    )
    .openapi(listForHotel, async (c) =>
      c.json(await service.listForHotel(audienceOf(c.var.user), c.req.valid('param').id), 200),
    );
}

/** Mounted under /api/partner: the rooms of the caller's hotels (read by any member, changed by owners and managers). */
export function partnerRoomRoutes(service: RoomService, access: Access) {
  const get = createRoute({
    method: 'get',
    path: '/hotels/rooms/{id}',
    tags,
    summary: 'One room of the caller’s hotels, with every field (any member)',
    ...access.route,
    request: { params },
    responses: { 200: jsonContent(roomSchema, 'The room'), ...adminErrors, ...notFoundError },
  });
  const listForHotel = createRoute({
    method: 'get',
    path: '/hotels/{id}/rooms',
    tags,
    summary: 'The hotel’s rooms, cheapest first, with every field (any member)',
    ...access.route,
    request: { params },
    responses: { 200: jsonContent(z.array(roomSchema), 'The rooms'), ...adminErrors, ...notFoundError },
  });
  return roomChangeRoutes(service, access)
    .openapi(get, async (c) =>
      c.json(await service.getForMember(actorOf(c).scope, c.req.valid('param').id), 200),
    )
    .openapi(listForHotel, async (c) =>
      c.json(await service.listForMember(actorOf(c).scope, c.req.valid('param').id), 200),
    );
}
