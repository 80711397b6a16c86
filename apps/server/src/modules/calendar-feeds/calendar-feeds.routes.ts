import { createRoute, z } from '@hono/zod-openapi';
import { calendarFeedSchema, calendarFeedTokenSchema, idSchema } from '@madabook/contracts';
import { actorOf } from '../../http/actor';
import { validationErrorBody } from '../../http/error-body';
import { type Access, adminErrors, jsonContent, notFoundError, validationError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { type CalendarFeedService, feedPastDays } from './calendar-feeds.service';

const tags = ['Calendar feeds'];
const noStore = { 'Cache-Control': 'no-store' };

/**
 * A room type's secret calendar address, mounted under `/api/admin` (platform admins, any room)
 * and `/api/partner` (its hotel's owners and managers): one service, the caller's scope deciding.
 */
export function calendarFeedRoutes(service: CalendarFeedService, access: Access) {
  const who = access.audience === 'admin' ? 'admin' : 'owners and managers';
  const params = z.object({ roomId: idSchema });
  const responses = {
    200: jsonContent(calendarFeedSchema, 'The address (GET /api/ical/{token}.ics)'),
    ...adminErrors,
    ...notFoundError,
  };
  const read = createRoute({
    method: 'get',
    path: '/rooms/{roomId}/calendar-feed',
    tags,
    summary: `The room type's secret iCalendar address, made on the first read (${who})`,
    ...access.route,
    request: { params },
    responses,
  });
  const replace = createRoute({
    method: 'post',
    path: '/rooms/{roomId}/calendar-feed',
    tags,
    summary: `A new secret address for the room type: the old one answers 404 from now on (${who})`,
    ...access.route,
    request: { params },
    responses,
  });
  return createRouter()
    .openapi(read, async (c) =>
      c.json(await service.feed(actorOf(c), c.req.valid('param').roomId), 200, noStore),
    )
    .openapi(replace, async (c) =>
      c.json(await service.replace(actorOf(c), c.req.valid('param').roomId), 200, noStore),
    );
}

const tokenParams = z.object({ token: calendarFeedTokenSchema });

/** Mounted under /api: the feed itself, opened by its token alone (calendar applications send no session). */
export function icalRoutes(service: CalendarFeedService) {
  const router = createRouter();
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/ical/{token}.ics',
    tags,
    summary: "A room type's bookings as an iCalendar feed (RFC 5545), for a calendar application",
    description:
      `One all-day event per stay holding the room type's rooms (confirmed, completed, or held awaiting payment: STATUS TENTATIVE) ending ${feedPastDays} days ago or later: ` +
      'DTSTART the check-in, DTEND the check-out, UID `<bookingId>@madabook.mg`, SUMMARY the reference and the rooms. ' +
      'No guest data (name, phone, email, requests). The token is the secret: 43 characters of base64url, from GET /api/partner/rooms/{roomId}/calendar-feed.',
    request: { params: tokenParams },
    responses: {
      200: {
        description: 'The calendar (`text/calendar; charset=utf-8`, never cached)',
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...validationError,
      ...notFoundError,
    },
  });
  // Hono names a parameter up to the next slash, so the documented `{token}.ics` is one segment read here.
  router.get('/ical/:file{[^/]+\\.ics}', async (c) => {
    const parsed = tokenParams.safeParse({ token: c.req.param('file').slice(0, -'.ics'.length) });
    if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
    return c.body(await service.ical(parsed.data.token), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      ...noStore,
    });
  });
  return router;
}
