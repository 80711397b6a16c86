import { createRoute, z } from '@hono/zod-openapi';
import {
  adminUserSchema,
  idSchema,
  userBanSchema,
  userCreateSchema,
  userListQuerySchema,
  userPageSchema,
  userUpdateSchema,
} from '@madabook/contracts';
import type { Context } from 'hono';
import { actorOf } from '../../http/actor';
import type { AppEnv } from '../../http/app-env';
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
import type { AdminCaller, UserAdminService } from './users.service';

const tags = ['Users'];
const params = z.object({ id: idSchema });
const noContent = { 204: { description: 'Done' } };

const callerOf = (c: Context<AppEnv>): AdminCaller => ({ actor: actorOf(c), headers: c.req.raw.headers });

export function userRoutes(service: UserAdminService, guards: AuthGuards) {
  const admin = { tags, ...adminOnly(guards) };
  const onUser = (method: 'post' | 'delete', path: string, summary: string) =>
    createRoute({
      ...admin,
      method,
      path,
      summary,
      request: { params },
      responses: { ...noContent, ...adminErrors, ...notFoundError },
    });

  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/',
    summary: 'The users, searched by email or name (admin)',
    request: { query: userListQuerySchema },
    responses: { 200: jsonContent(userPageSchema, 'A page of users'), ...adminErrors },
  });
  const get = createRoute({
    ...admin,
    method: 'get',
    path: '/{id}',
    summary: 'One user (admin)',
    request: { params },
    responses: { 200: jsonContent(adminUserSchema, 'The user'), ...adminErrors, ...notFoundError },
  });
  const create = createRoute({
    ...admin,
    method: 'post',
    path: '/',
    summary: 'Create a user or an admin (admin)',
    request: { body: jsonBody(userCreateSchema) },
    responses: {
      201: jsonContent(adminUserSchema, 'Created'),
      ...adminErrors,
      ...conflictError('EMAIL_ALREADY_USED'),
    },
  });
  const update = createRoute({
    ...admin,
    method: 'patch',
    path: '/{id}',
    summary: 'Change the name, email or roles of a user; not your own admin role (admin)',
    request: { params, body: jsonBody(userUpdateSchema) },
    responses: {
      200: jsonContent(adminUserSchema, 'Updated'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('EMAIL_ALREADY_USED'),
    },
  });
  const ban = createRoute({
    ...admin,
    method: 'post',
    path: '/{id}/ban',
    summary: 'Ban a user and end their sessions; not yourself (admin)',
    request: { params, body: jsonBody(userBanSchema) },
    responses: { 200: jsonContent(adminUserSchema, 'Banned'), ...adminErrors, ...notFoundError },
  });
  const unban = createRoute({
    ...admin,
    method: 'post',
    path: '/{id}/unban',
    summary: 'Lift a ban (admin)',
    request: { params },
    responses: { 200: jsonContent(adminUserSchema, 'Unbanned'), ...adminErrors, ...notFoundError },
  });
  const passwordReset = onUser('post', '/{id}/password-reset', 'Mail the user a password reset link (admin)');
  const revokeSessions = onUser('post', '/{id}/revoke-sessions', 'Sign the user out everywhere (admin)');
  const remove = onUser(
    'delete',
    '/{id}',
    'Delete a user, their sessions and accounts; not yourself (admin)',
  );

  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(get, async (c) => c.json(await service.get(callerOf(c), c.req.valid('param').id), 200))
    .openapi(create, async (c) => c.json(await service.create(callerOf(c), c.req.valid('json')), 201))
    .openapi(update, async (c) =>
      c.json(await service.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(ban, async (c) =>
      c.json(await service.ban(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(unban, async (c) => c.json(await service.unban(callerOf(c), c.req.valid('param').id), 200))
    .openapi(passwordReset, async (c) => {
      await service.requestPasswordReset(callerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(revokeSessions, async (c) => {
      await service.revokeSessions(callerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(remove, async (c) => {
      await service.remove(callerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
