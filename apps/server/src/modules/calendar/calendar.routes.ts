import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarUpdateResultSchema,
  calendarUpdateSchema,
  idSchema,
  occupancyQuerySchema,
  occupancySchema,
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
import type { CalendarService } from './calendar.service';

const tags = ['Calendar'];
const params = z.object({ id: idSchema });

export function calendarRoutes(service: CalendarService, guards: AuthGuards) {
  const occupancy = createRoute({
    method: 'get',
    path: '/{id}/occupancy',
    tags,
    summary: 'Rooms sold and for sale, prices and restrictions per room type and night (admin)',
    ...adminOnly(guards),
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
    summary: 'Set a price, rooms for sale, a closure or a minimum stay over nights and room types (admin)',
    ...adminOnly(guards),
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
      return c.json(await service.occupancy(c.req.valid('param').id, from, days), 200);
    })
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
