import { createRoute, z } from '@hono/zod-openapi';
import {
  adminBookingListQuerySchema,
  apiErrorSchema,
  type Booking,
  bookingPageSchema,
  bookingSchema,
  bookingStateConflictDescription,
  earlyDepartureSchema,
  frontDeskQuerySchema,
  frontDeskSchema,
  hotelBookingCreateSchema,
  idSchema,
} from '@madabook/contracts';
import { actorOf, scopeOf, sessionUserOf } from '../../http/actor';
import { csvContent, sendCsv } from '../../http/csv-response';
import { type Access, adminErrors, jsonBody, jsonContent } from '../../http/openapi';

import { createRouter } from '../../http/router';
import type { Actor } from '../audit/audit.service';
import {
  bookingExportQuerySchema,
  bookingListDescription,
  csvColumnsDescription,
  idempotencyHeaders,
} from './bookings.routes';
import type { BookingService } from './bookings.service';

const tags = ['Partners', 'Bookings'];
const hotelParams = z.object({ id: idSchema.meta({ description: 'The hotel' }) });
const bookingParams = z.object({ id: idSchema.meta({ description: 'The booking' }) });
const errors = {
  ...adminErrors,
  403: jsonContent(apiErrorSchema, 'The member’s role does not allow it (FORBIDDEN)'),
  404: jsonContent(apiErrorSchema, 'Not one of the caller’s hotels, or not a booking of them (NOT_FOUND)'),
};
const stateConflict = { 409: jsonContent(apiErrorSchema, bookingStateConflictDescription) };

/**
 * Mounted under /api/partner: a hotel's bookings and its front desk, for its members with the
 * `bookings` permission (all three roles) and admins; the same service as the back office's,
 * narrowed by the caller's scope.
 */
export function partnerBookingRoutes(service: BookingService, partner: Access) {
  const list = createRoute({
    method: 'get',
    path: '/hotels/{id}/bookings',
    tags,
    summary: "The hotel's bookings, with the filters of GET /api/admin/bookings",
    description: bookingListDescription,
    ...partner.route,
    request: { params: hotelParams, query: adminBookingListQuerySchema.omit({ hotelId: true }) },
    responses: { 200: jsonContent(bookingPageSchema, 'A page of bookings'), ...errors },
  });
  const exportCsv = createRoute({
    method: 'get',
    path: '/hotels/{id}/bookings/export.csv',
    tags,
    summary: "The hotel's bookings of the same filters, every page, as a CSV file",
    description: csvColumnsDescription,
    ...partner.route,
    request: { params: hotelParams, query: bookingExportQuerySchema.omit({ hotelId: true }) },
    responses: { 200: csvContent("The hotel's bookings"), ...errors },
  });
  const create = createRoute({
    method: 'post',
    path: '/hotels/{id}/bookings',
    tags,
    summary: 'Book rooms for a guest who called, came in or wrote: confirmed at once, paid at the hotel',
    description:
      'The same booking core as online bookings (no overbooking from either side), same-day arrivals included. The booking belongs to no account (userId null); its author is the staff member, whose Idempotency-Keys these are. The guest is mailed a confirmation, in the staff member’s language, only when guest.email is given.',
    ...partner.route,
    request: { params: hotelParams, headers: idempotencyHeaders, body: jsonBody(hotelBookingCreateSchema) },
    responses: {
      201: jsonContent(bookingSchema, 'Booked (or the first result of this Idempotency-Key)'),
      ...errors,
      400: jsonContent(
        apiErrorSchema,
        'Invalid input (VALIDATION_ERROR): details.issues name the fields, e.g. guests over the rooms’ capacity, or a hotelId other than the path’s',
      ),
      409: jsonContent(apiErrorSchema, 'A night has no room left (SOLD_OUT)'),
      422: jsonContent(
        apiErrorSchema,
        'HOTEL_NOT_BOOKABLE, STAY_RESTRICTED (closed, closed to arrival or under a minimum stay), IDEMPOTENCY_KEY_REUSED',
      ),
    },
  });
  const frontDesk = createRoute({
    method: 'get',
    path: '/hotels/{id}/front-desk',
    tags,
    summary: "The hotel's day: arrivals, guests in the house, departures",
    ...partner.route,
    request: { params: hotelParams, query: frontDeskQuerySchema },
    responses: { 200: jsonContent(frontDeskSchema, 'The day'), ...errors },
  });
  const get = createRoute({
    method: 'get',
    path: '/bookings/{id}',
    tags,
    summary: 'One booking of the caller’s hotels',
    ...partner.route,
    request: { params: bookingParams },
    responses: { 200: jsonContent(bookingSchema, 'The booking'), ...errors },
  });

  /** The actions on one booking without a body: idempotent, a repeat answers the booking as it is. */
  const actions: Array<{
    name: string;
    summary: string;
    description: string;
    act: (actor: Actor, id: string) => Promise<Booking>;
  }> = [
    {
      name: 'check-in',
      summary: 'Check the guest in',
      description:
        'A confirmed stay (not one awaiting its payment), from its arrival day (Madagascar time) until the day before its check-out day.',
      act: service.checkIn,
    },
    {
      name: 'check-out',
      summary: 'Check the guest out: the stay is completed',
      description:
        'Only a guest checked in. Before the planned check-out day, the nights from today on go back on sale; the night just spent (or the first) stays sold, and the price stays as booked.',
      act: service.checkOut,
    },
    {
      name: 'no-show',
      summary: 'Mark a confirmed guest who never came as a no-show',
      description:
        'Only after the arrival day, for a guest not checked in: status NO_SHOW, and every night goes back on sale.',
      act: service.noShow,
    },
    {
      name: 'cancel',
      summary: 'Cancel a stay not begun, for the hotel',
      description:
        'A confirmed or held stay whose guest is not checked in: cancelled with source PROPERTY, its nights on sale again, what was paid owed back as for an admin’s cancellation; the guest and the hotel’s team are mailed.',
      act: service.cancelForHotel,
    },
  ];
  const earlyDeparture = createRoute({
    method: 'post',
    path: '/bookings/{id}/early-departure',
    tags,
    summary: 'Shorten the stay of a guest checked in: the nights after lastNight go back on sale at once',
    description:
      'lastNight is a night of the stay before its last one, and not before last night (Madagascar time); the booking’s checkOut becomes the day after it, its price stays as booked. Repeating it answers 200 with the booking and changes nothing.',
    ...partner.route,
    request: { params: bookingParams, body: jsonBody(earlyDepartureSchema) },
    responses: {
      200: jsonContent(bookingSchema, 'The booking as it now is'),
      ...errors,
      400: jsonContent(
        apiErrorSchema,
        'Invalid input (VALIDATION_ERROR), details.issues on lastNight when it is outside the stay',
      ),
      ...stateConflict,
    },
  });

  const router = createRouter()
    .openapi(list, async (c) =>
      c.json(
        await service.list(scopeOf(c), { ...c.req.valid('query'), hotelId: c.req.valid('param').id }),
        200,
      ),
    )
    .openapi(exportCsv, async (c) =>
      sendCsv(
        c,
        await service.exportCsv(scopeOf(c), { ...c.req.valid('query'), hotelId: c.req.valid('param').id }),
      ),
    )
    .openapi(create, async (c) => {
      const { booking, created } = await service.createForHotel(
        actorOf(c),
        sessionUserOf(c).language,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
      );
      if (!created) c.header('Idempotent-Replayed', 'true');
      return c.json(booking, 201);
    })
    .openapi(frontDesk, async (c) =>
      c.json(await service.day(scopeOf(c), c.req.valid('param').id, c.req.valid('query').date), 200),
    )
    .openapi(get, async (c) => c.json(await service.getInScope(scopeOf(c), c.req.valid('param').id), 200))
    .openapi(earlyDeparture, async (c) =>
      c.json(await service.earlyDeparture(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
  for (const { name, summary, description, act } of actions) {
    const route = createRoute({
      method: 'post',
      path: `/bookings/{id}/${name}`,
      tags,
      summary,
      description: `${description} Repeating it on a booking already so answers 200 with the booking and changes nothing.`,
      ...partner.route,
      request: { params: bookingParams },
      responses: { 200: jsonContent(bookingSchema, 'The booking as it now is'), ...errors, ...stateConflict },
    });
    router.openapi(route, async (c) => c.json(await act(actorOf(c), c.req.valid('param').id), 200));
  }
  return router;
}
