import { createRoute, z } from '@hono/zod-openapi';
import {
  airlineCodeSchema,
  airlineScheduleListQuerySchema,
  apiErrorSchema,
  flightInstanceCancelResultSchema,
  flightInstanceListQuerySchema,
  flightInstancePageSchema,
  flightInstanceSchema,
  flightInstanceTimesSchema,
  flightScheduleInputSchema,
  flightScheduleListQuerySchema,
  flightSchedulePageSchema,
  flightScheduleSchema,
  idSchema,
} from '@madabook/contracts';
import { actorOf, scopeOf } from '../../http/actor';
import {
  type Access,
  adminErrors,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { FlightService } from './flights.service';

const unprocessable = {
  422: jsonContent(
    apiErrorSchema,
    'Well-formed but not flyable: unknown airport or airline, arrival not after departure, too long, a schedule of another airline on its path (VALIDATION_ERROR with field issues)',
  ),
};

const airlineParams = z.object({ code: airlineCodeSchema });
const noParams = z.object({});

/**
 * Where an airline's schedules and departures are run: the back office's paths, over every
 * airline, or one airline's partner paths, over its own. The same routes and the same service
 * methods; the airline in the path (with the caller's scope) decides what they reach.
 */
export interface AirlinePlace {
  /** Who may call, as the summaries say it. */
  who: string;
  tags: string[];
  access: Access;
  schedulesPath: string;
  departuresPath: string;
  params: typeof airlineParams | typeof noParams;
  scheduleQuery: typeof flightScheduleListQuerySchema | typeof airlineScheduleListQuerySchema;
  /** The failures its guard may answer besides NOT_FOUND: the admin's 403, or a role without the permission. */
  errors: typeof adminErrors;
}

export const backOfficePlace = (access: Access): AirlinePlace => ({
  who: 'admin',
  tags: ['Flights (admin)'],
  access,
  schedulesPath: '/flight-schedules',
  departuresPath: '/flight-instances',
  params: noParams,
  scheduleQuery: flightScheduleListQuerySchema,
  errors: adminErrors,
});

export const airlinePartnerPlace = (access: Access): AirlinePlace => ({
  who: "the airline's owners and managers; another airline's answer NOT_FOUND",
  tags: ['Partners: airlines'],
  access,
  schedulesPath: '/airlines/{code}/schedules',
  departuresPath: '/airlines/{code}/departures',
  params: airlineParams,
  scheduleQuery: airlineScheduleListQuerySchema,
  errors: {
    ...adminErrors,
    403: jsonContent(apiErrorSchema, 'A role without the schedules permission (FORBIDDEN)'),
  },
});

/** The airline a partner path names; none on the back office's. */
const airlineOf = (params: { code?: string }) => params.code;

export function scheduleRoutes(service: FlightService['schedules'], place: AirlinePlace) {
  const { tags, access, who } = place;
  const params = place.params.extend({ id: idSchema });
  const errors = { ...place.errors, ...notFoundError };
  const list = createRoute({
    method: 'get',
    path: place.schedulesPath,
    tags,
    summary: `Schedules, by airline and flight number (${who})`,
    ...access.route,
    request: { params: place.params, query: place.scheduleQuery },
    responses: { 200: jsonContent(flightSchedulePageSchema, 'A page of schedules'), ...errors },
  });
  const get = createRoute({
    method: 'get',
    path: `${place.schedulesPath}/{id}`,
    tags,
    summary: `One schedule (${who})`,
    ...access.route,
    request: { params },
    responses: { 200: jsonContent(flightScheduleSchema, 'The schedule'), ...errors },
  });
  const create = createRoute({
    method: 'post',
    path: place.schedulesPath,
    tags,
    summary: `Create a schedule and its departures up to the sales horizon (${who})`,
    ...access.route,
    request: { params: place.params, body: jsonBody(flightScheduleInputSchema) },
    responses: { 201: jsonContent(flightScheduleSchema, 'Created'), ...errors, ...unprocessable },
  });
  const update = createRoute({
    method: 'put',
    path: `${place.schedulesPath}/{id}`,
    tags,
    summary: `Change a schedule: departures without sales follow it, those with sales keep their times and take the new seats (${who})`,
    description:
      'Its route (origin, destination) and airline stay while one of its departures has sales: seats sold on one to come, or an active booking (SCHEDULE_HAS_SALES). Seats never go below those sold (SEATS_BELOW_SOLD).',
    ...access.route,
    request: { params, body: jsonBody(flightScheduleInputSchema) },
    responses: {
      200: jsonContent(flightScheduleSchema, 'Updated'),
      ...errors,
      409: jsonContent(apiErrorSchema, 'Conflict (SEATS_BELOW_SOLD or SCHEDULE_HAS_SALES)'),
      ...unprocessable,
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: `${place.schedulesPath}/{id}`,
    tags,
    summary: `Delete a schedule and its departures, unless one to come has sold seats (${who})`,
    ...access.route,
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...errors, ...conflictError('FLIGHT_DATA_IN_USE') },
  });
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await service.list(scopeOf(c), c.req.valid('query'), airlineOf(c.req.valid('param'))), 200),
    )
    .openapi(get, async (c) => {
      const { id, ...path } = c.req.valid('param');
      return c.json(await service.get(scopeOf(c), id, airlineOf(path)), 200);
    })
    .openapi(create, async (c) =>
      c.json(await service.create(actorOf(c), c.req.valid('json'), airlineOf(c.req.valid('param'))), 201),
    )
    .openapi(update, async (c) => {
      const { id, ...path } = c.req.valid('param');
      return c.json(await service.update(actorOf(c), id, c.req.valid('json'), airlineOf(path)), 200);
    })
    .openapi(remove, async (c) => {
      const { id, ...path } = c.req.valid('param');
      await service.remove(actorOf(c), id, airlineOf(path));
      return c.body(null, 204);
    });
}

export function departureRoutes(service: FlightService['departures'], place: AirlinePlace) {
  const { tags, access, who } = place;
  const params = place.params.extend({ id: idSchema });
  const errors = { ...place.errors, ...notFoundError };
  const list = createRoute({
    method: 'get',
    path: place.departuresPath,
    tags,
    summary: `Departures from a date on, with seats sold per cabin, load factor and passengers (${who})`,
    ...access.route,
    request: { params: place.params, query: flightInstanceListQuerySchema },
    responses: { 200: jsonContent(flightInstancePageSchema, 'A page of departures'), ...errors },
  });
  const times = createRoute({
    method: 'put',
    path: `${place.departuresPath}/{id}/times`,
    tags,
    summary: `Move one departure on its date; its bookings follow and its passengers get the new times by mail (${who})`,
    description:
      "Each active booking on it takes the new times with what depends on them: a flexible fare's cancellation deadline (3 hours before the first departure), the trip's end, and its connections, flagged (`flights[].connectionBroken`) when they no longer fit 45 minutes to 8 hours; the traveller's mail says so, and the airline's owners and managers get one listing them.",
    ...access.route,
    request: { params, body: jsonBody(flightInstanceTimesSchema) },
    responses: {
      200: jsonContent(flightInstanceSchema, 'The departure with its new times'),
      ...errors,
      ...conflictError('CONFLICT: cancelled or already left'),
      ...unprocessable,
    },
  });
  const cancel = createRoute({
    method: 'post',
    path: `${place.departuresPath}/{id}/cancel`,
    tags,
    summary: `Cancel one departure and every booking on it; their contacts are told (${who})`,
    ...access.route,
    request: { params },
    responses: {
      200: jsonContent(flightInstanceCancelResultSchema, 'Cancelled, with how many bookings it took along'),
      ...errors,
      ...conflictError('CONFLICT: already cancelled or already left'),
    },
  });
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await service.list(scopeOf(c), c.req.valid('query'), airlineOf(c.req.valid('param'))), 200),
    )
    .openapi(times, async (c) => {
      const { id, ...path } = c.req.valid('param');
      return c.json(await service.changeTimes(actorOf(c), id, c.req.valid('json'), airlineOf(path)), 200);
    })
    .openapi(cancel, async (c) => {
      const { id, ...path } = c.req.valid('param');
      return c.json(await service.cancel(actorOf(c), id, airlineOf(path)), 200);
    });
}
