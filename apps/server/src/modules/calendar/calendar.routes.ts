import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarUpdateResultSchema,
  calendarUpdateSchema,
  idSchema,
  occupancyQuerySchema,
  occupancySchema,
} from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import {
  type Access,
  adminErrors,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { CalendarService } from './calendar.service';

const tags = ['Calendar'];
const params = z.object({ id: idSchema });

/** Mounted under /api/admin/hotels for admins and under /api/partner/hotels for the hotel's owners and managers. */
export function calendarRoutes(service: CalendarService, access: Access) {
  const who = `(${access.audience === 'admin' ? 'admin' : 'owners and managers'})`;
  const occupancy = createRoute({
    method: 'get',
    path: '/{id}/occupancy',
    tags,
    summary: `Rooms sold and for sale, prices and restrictions per room type and night ${who}`,
    ...access.route,
    request: { params, query: occupancyQuerySchema },
    responses: {
      200: jsonContent(occupancySchema, 'The occupancy calendar'),
      ...adminErrors,
      ...notFoundError,
    },
  });
  const update = createRoute({
    method: 'put',
    path: '/{id}/calendar',
    tags,
    summary: `Set a price, rooms for sale, a closure or a minimum stay over nights and room types ${who}`,
    ...access.route,
    request: { params, body: jsonBody(calendarUpdateSchema) },
    responses: {
      200: jsonContent(calendarUpdateResultSchema, 'The nights changed'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('ROOMS_BELOW_SOLD'),
    },
  });
  return createRouter()
    .openapi(occupancy, async (c) => {
      const { from, days } = c.req.valid('query');
      return c.json(await service.occupancy(actorOf(c).scope, c.req.valid('param').id, from, days), 200);
    })
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
