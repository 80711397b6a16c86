import { createRoute, z } from '@hono/zod-openapi';
import {
  airlineCodeSchema,
  airlineInputSchema,
  airlineSchema,
  airlineUpdateSchema,
  airportCodeSchema,
  airportInputSchema,
  airportSchema,
  airportUpdateSchema,
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
import type { Actor } from '../audit/audit.service';
import type { FlightService } from './flights.service';

const tags = ['Flights (admin)'];
const idParams = z.object({ id: idSchema });
const unprocessable = {
  422: jsonContent(
    apiErrorSchema,
    'Well-formed but not flyable: unknown airport or airline, arrival not after departure, too long (VALIDATION_ERROR with field issues)',
  ),
};

/** What the airports' and the airlines' services both offer, records keyed by their code. */
interface CodedCatalogue<Input, Update, View> {
  list(): Promise<View[]>;
  get(code: string): Promise<View>;
  create(actor: Actor, input: Input): Promise<View>;
  update(actor: Actor, code: string, input: Update): Promise<View>;
  remove(actor: Actor, code: string): Promise<void>;
}

/** Airports and airlines: the same five routes, keyed by their code, each handled by its service. */
function codedResourceRouter<Input, Update, View>(
  service: CodedCatalogue<Input, Update, View>,
  guards: AuthGuards,
  spec: {
    path: string;
    name: string;
    codeSchema: z.ZodType<string>;
    inputSchema: z.ZodType<Input>;
    updateSchema: z.ZodType<Update>;
    viewSchema: z.ZodType<View>;
    alreadyExists: string;
  },
) {
  const params = z.object({ code: spec.codeSchema });
  const item = `${spec.path}/{code}`;
  const admin = adminOnly(guards);
  const list = createRoute({
    method: 'get',
    path: spec.path,
    tags,
    summary: `Every ${spec.name} (admin)`,
    ...admin,
    responses: { 200: jsonContent(z.array(spec.viewSchema), `The ${spec.name}s`), ...adminErrors },
  });
  const get = createRoute({
    method: 'get',
    path: item,
    tags,
    summary: `One ${spec.name} (admin)`,
    ...admin,
    request: { params },
    responses: { 200: jsonContent(spec.viewSchema, `The ${spec.name}`), ...adminErrors, ...notFoundError },
  });
  const create = createRoute({
    method: 'post',
    path: spec.path,
    tags,
    summary: `Create an ${spec.name} (admin)`,
    ...admin,
    request: { body: jsonBody(spec.inputSchema) },
    responses: {
      201: jsonContent(spec.viewSchema, 'Created'),
      ...adminErrors,
      ...conflictError(spec.alreadyExists),
    },
  });
  const update = createRoute({
    method: 'put',
    path: item,
    tags,
    summary: `Update an ${spec.name}; its code stays (admin)`,
    ...admin,
    request: { params, body: jsonBody(spec.updateSchema) },
    responses: { 200: jsonContent(spec.viewSchema, 'Updated'), ...adminErrors, ...notFoundError },
  });
  const remove = createRoute({
    method: 'delete',
    path: item,
    tags,
    summary: `Delete an ${spec.name} no schedule or booking names (admin)`,
    ...admin,
    request: { params },
    responses: {
      204: { description: 'Deleted' },
      ...adminErrors,
      ...notFoundError,
      ...conflictError('FLIGHT_DATA_IN_USE'),
    },
  });
  // `c.json<View, …>`: the awaited value of a generic View is a View, which TypeScript cannot tell.
  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(), 200))
    .openapi(get, async (c) => c.json<View, 200>(await service.get(c.req.valid('param').code), 200))
    .openapi(create, async (c) =>
      c.json<View, 201>(await service.create(actorOf(c), c.req.valid('json')), 201),
    )
    .openapi(update, async (c) =>
      c.json<View, 200>(
        await service.update(actorOf(c), c.req.valid('param').code, c.req.valid('json')),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').code);
      return c.body(null, 204);
    });
}

function scheduleRoutes(service: FlightService['schedules'], guards: AuthGuards) {
  const admin = adminOnly(guards);
  const list = createRoute({
    method: 'get',
    path: '/flight-schedules',
    tags,
    summary: 'Schedules, by airline and flight number (admin)',
    ...admin,
    request: { query: flightScheduleListQuerySchema },
    responses: { 200: jsonContent(flightSchedulePageSchema, 'A page of schedules'), ...adminErrors },
  });
  const get = createRoute({
    method: 'get',
    path: '/flight-schedules/{id}',
    tags,
    summary: 'One schedule (admin)',
    ...admin,
    request: { params: idParams },
    responses: { 200: jsonContent(flightScheduleSchema, 'The schedule'), ...adminErrors, ...notFoundError },
  });
  const create = createRoute({
    method: 'post',
    path: '/flight-schedules',
    tags,
    summary: 'Create a schedule and its departures up to the sales horizon (admin)',
    ...admin,
    request: { body: jsonBody(flightScheduleInputSchema) },
    responses: { 201: jsonContent(flightScheduleSchema, 'Created'), ...adminErrors, ...unprocessable },
  });
  const update = createRoute({
    method: 'put',
    path: '/flight-schedules/{id}',
    tags,
    summary:
      'Change a schedule: departures without sales follow it, those with sales keep their times and take the new seats (admin)',
    ...admin,
    request: { params: idParams, body: jsonBody(flightScheduleInputSchema) },
    responses: {
      200: jsonContent(flightScheduleSchema, 'Updated'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('SEATS_BELOW_SOLD'),
      ...unprocessable,
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/flight-schedules/{id}',
    tags,
    summary: 'Delete a schedule and its departures, unless one to come has sold seats (admin)',
    ...admin,
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      ...adminErrors,
      ...notFoundError,
      ...conflictError('FLIGHT_DATA_IN_USE'),
    },
  });
  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(get, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(create, (c) => service.create(actorOf(c), c.req.valid('json')).then((view) => c.json(view, 201)))
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

function departureRoutes(service: FlightService['departures'], guards: AuthGuards) {
  const admin = adminOnly(guards);
  const list = createRoute({
    method: 'get',
    path: '/flight-instances',
    tags,
    summary: 'Departures from a date on, with seats sold per cabin, load factor and passengers (admin)',
    ...admin,
    request: { query: flightInstanceListQuerySchema },
    responses: { 200: jsonContent(flightInstancePageSchema, 'A page of departures'), ...adminErrors },
  });
  const times = createRoute({
    method: 'put',
    path: '/flight-instances/{id}/times',
    tags,
    summary: 'Move one departure on its date; its passengers get the new times by mail (admin)',
    ...admin,
    request: { params: idParams, body: jsonBody(flightInstanceTimesSchema) },
    responses: {
      200: jsonContent(flightInstanceSchema, 'The departure with its new times'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('CONFLICT: cancelled or already left'),
      ...unprocessable,
    },
  });
  const cancel = createRoute({
    method: 'post',
    path: '/flight-instances/{id}/cancel',
    tags,
    summary: 'Cancel one departure and every booking on it; their contacts are told (admin)',
    ...admin,
    request: { params: idParams },
    responses: {
      200: jsonContent(flightInstanceCancelResultSchema, 'Cancelled, with how many bookings it took along'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('CONFLICT: already cancelled or already left'),
    },
  });
  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(times, async (c) =>
      c.json(await service.changeTimes(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(cancel, async (c) => c.json(await service.cancel(actorOf(c), c.req.valid('param').id), 200));
}

/** The back office of the network, under /api/admin. */
export function flightAdminRoutes(service: FlightService, guards: AuthGuards) {
  return createRouter()
    .route(
      '/',
      codedResourceRouter(service.airports, guards, {
        path: '/airports',
        name: 'airport',
        codeSchema: airportCodeSchema,
        inputSchema: airportInputSchema,
        updateSchema: airportUpdateSchema,
        viewSchema: airportSchema,
        alreadyExists: 'AIRPORT_ALREADY_EXISTS',
      }),
    )
    .route(
      '/',
      codedResourceRouter(service.airlines, guards, {
        path: '/airlines',
        name: 'airline',
        codeSchema: airlineCodeSchema,
        inputSchema: airlineInputSchema,
        updateSchema: airlineUpdateSchema,
        viewSchema: airlineSchema,
        alreadyExists: 'AIRLINE_ALREADY_EXISTS',
      }),
    )
    .route('/', scheduleRoutes(service.schedules, guards))
    .route('/', departureRoutes(service.departures, guards));
}
