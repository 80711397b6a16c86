import { createRoute, z } from '@hono/zod-openapi';
import {
  airlineCodeSchema,
  airlineInvitationInputSchema,
  apiErrorSchema,
  hotelInvitationInputSchema,
  idSchema,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationTokenSchema,
  invitationViewSchema,
  memberSettingsSchema,
  membersSchema,
  propertiesSchema,
} from '@madabook/contracts';
import { actorOf, sessionUserOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import {
  type Access,
  adminErrors,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
  signedInOnly,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { PartnerService } from './partners.service';
import { airlineProperty, hotelProperty, type Property } from './property';

const tags = ['Partners'];

/** A hotel's and an airline's members: the same routes, keyed by the hotel's id or the airline's code. */
const propertyKinds = [
  {
    path: '/hotels/{id}',
    name: 'hotel',
    params: z.object({ id: idSchema }),
    invitation: hotelInvitationInputSchema,
    propertyOf: (params: Record<string, string>) => hotelProperty(params.id ?? ''),
  },
  {
    path: '/airlines/{code}',
    name: 'airline',
    params: z.object({ code: airlineCodeSchema }),
    invitation: airlineInvitationInputSchema,
    propertyOf: (params: Record<string, string>) => airlineProperty(params.code ?? ''),
  },
] as const;

/**
 * Members and invitations of hotels and airlines, mounted under `/api/admin` (platform admins, for
 * any property) and under `/api/partner` (its owners): one service, the caller's scope deciding.
 */
export function memberRoutes(service: PartnerService, access: Access) {
  const who = access.audience === 'admin' ? 'admin' : 'its owners';
  const errors = { ...adminErrors, ...notFoundError };
  const router = createRouter();
  for (const kind of propertyKinds) {
    const memberParams = kind.params.extend({ userId: idSchema });
    const invitationParams = kind.params.extend({ invitationId: idSchema });
    const property = (params: Record<string, string>): Property => kind.propertyOf(params);
    const list = createRoute({
      method: 'get',
      path: `${kind.path}/members`,
      tags,
      summary: `The ${kind.name}'s members and pending invitations (${who})`,
      ...access.route,
      request: { params: kind.params },
      responses: { 200: jsonContent(membersSchema, 'Members and invitations'), ...errors },
    });
    const invite = createRoute({
      method: 'post',
      path: `${kind.path}/members`,
      tags,
      summary: `Invite someone to the ${kind.name} with a role: a mail with a link valid 7 days (${who})`,
      description:
        'A new invitation to the same address replaces the one pending. The recipient accepts at /partner/invitations/{token}, signed in with that address.',
      ...access.route,
      request: { params: kind.params, body: jsonBody(kind.invitation) },
      responses: {
        201: jsonContent(invitationCreatedSchema, 'Invited'),
        ...errors,
        ...conflictError('ALREADY_MEMBER'),
      },
    });
    const remove = createRoute({
      method: 'delete',
      path: `${kind.path}/members/{userId}`,
      tags,
      summary: `Remove a member of the ${kind.name}, or leave it (${who}; any member for itself)`,
      ...access.route,
      request: { params: memberParams },
      responses: { 204: { description: 'Removed' }, ...errors, ...conflictError('LAST_OWNER') },
    });
    const revoke = createRoute({
      method: 'delete',
      path: `${kind.path}/invitations/{invitationId}`,
      tags,
      summary: `Withdraw an invitation still pending: its link stops working (${who})`,
      ...access.route,
      request: { params: invitationParams },
      responses: { 204: { description: 'Withdrawn' }, ...errors },
    });
    if (access.audience === 'partner') {
      const settings = createRoute({
        method: 'put',
        path: `${kind.path}/notifications`,
        tags,
        summary: `The caller's own choice of the ${kind.name}'s mails (bookings, cancellations, payments; connections a new time breaks), as one of its members`,
        ...access.route,
        request: { params: kind.params, body: jsonBody(memberSettingsSchema) },
        responses: { 200: jsonContent(memberSettingsSchema, 'Saved'), ...errors },
      });
      router.openapi(settings, async (c) =>
        c.json(
          await service.updateSettings(actorOf(c), property(c.req.valid('param')), c.req.valid('json')),
          200,
        ),
      );
    }
    router
      .openapi(list, async (c) =>
        c.json(await service.members(actorOf(c), property(c.req.valid('param'))), 200),
      )
      .openapi(invite, async (c) =>
        c.json(
          await service.invite(
            actorOf(c),
            property(c.req.valid('param')),
            c.req.valid('json'),
            sessionUserOf(c).language,
          ),
          201,
        ),
      )
      .openapi(remove, async (c) => {
        const params = c.req.valid('param');
        await service.removeMember(actorOf(c), property(params), params.userId);
        return c.body(null, 204);
      })
      .openapi(revoke, async (c) => {
        const params = c.req.valid('param');
        await service.revokeInvitation(actorOf(c), property(params), params.invitationId);
        return c.body(null, 204);
      });
  }
  return router;
}

/** Mounted under /api/partner: what any partner account asks of its own memberships, and invitations. */
export function partnerAccountRoutes(service: PartnerService, guards: AuthGuards, partner: Access) {
  const tokenParams = z.object({ token: invitationTokenSchema });
  const properties = createRoute({
    method: 'get',
    path: '/properties',
    tags,
    summary: "The caller's hotels and airlines, with its role in each (empty lists for a traveller)",
    ...partner.route,
    responses: { 200: jsonContent(propertiesSchema, 'Its properties'), 401: adminErrors[401] },
  });
  const invitation = createRoute({
    method: 'get',
    path: '/invitations/{token}',
    tags,
    summary: 'What an invitation link offers: the property, the role, the address invited and its status',
    request: { params: tokenParams },
    responses: {
      200: jsonContent(invitationViewSchema, 'The invitation'),
      400: adminErrors[400],
      404: jsonContent(apiErrorSchema, 'No such invitation (INVITATION_NOT_FOUND)'),
    },
  });
  const accept = createRoute({
    method: 'post',
    path: '/invitations/{token}/accept',
    tags,
    summary: 'Accept an invitation, signed in with the address it was sent to: the membership is added',
    ...signedInOnly(guards),
    request: { params: tokenParams },
    responses: {
      200: jsonContent(invitationAcceptedSchema, 'Accepted: the property and the role'),
      400: adminErrors[400],
      401: adminErrors[401],
      403: jsonContent(apiErrorSchema, 'Signed in with another address (INVITATION_WRONG_ACCOUNT)'),
      404: jsonContent(apiErrorSchema, 'No such invitation (INVITATION_NOT_FOUND)'),
      409: jsonContent(
        apiErrorSchema,
        'Accepted already (INVITATION_USED), or a member already (ALREADY_MEMBER)',
      ),
      410: jsonContent(apiErrorSchema, 'Past its 7 days (INVITATION_EXPIRED)'),
    },
  });
  return createRouter()
    .openapi(properties, async (c) => c.json(await service.properties(sessionUserOf(c)), 200))
    .openapi(invitation, async (c) => c.json(await service.invitation(c.req.valid('param').token), 200))
    .openapi(accept, async (c) =>
      c.json(await service.accept(sessionUserOf(c), c.req.valid('param').token, c.var.requestId), 200),
    );
}
