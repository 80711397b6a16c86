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
} from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import {
  type Access,
  adminAccess,
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { Actor } from '../audit/audit.service';
import {
  airlinePartnerPlace,
  backOfficePlace,
  departureRoutes,
  scheduleRoutes,
} from './airline-operations.routes';
import type { FlightService } from './flights.service';

const tags = ['Flights (admin)'];

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
    .route('/', scheduleRoutes(service.schedules, backOfficePlace(adminAccess(guards))))
    .route('/', departureRoutes(service.departures, backOfficePlace(adminAccess(guards))));
}

/** Each airline's own schedules and departures, under /api/partner/airlines/{code}: the same routes and services. */
export function flightPartnerRoutes(service: FlightService, partner: Access) {
  return createRouter()
    .route('/', scheduleRoutes(service.schedules, airlinePartnerPlace(partner)))
    .route('/', departureRoutes(service.departures, airlinePartnerPlace(partner)));
}
