import { createRoute, z } from '@hono/zod-openapi';
import {
  adminBookingListQuerySchema,
  airlineBookingListQuerySchema,
  airlineCodeSchema,
  apiErrorSchema,
  bookingCreateSchema,
  bookingPageSchema,
  bookingSchema,
  flightBookingCreateSchema,
  idSchema,
  myBookingsSchema,
} from '@madabook/contracts';
import { scopeOf, sessionUserOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import { csvContent, sendCsv } from '../../http/csv-response';
import {
  type Access,
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
  signedInOnly,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { bookingCsvHeaders } from './booking-csv';
import { type BookingService, maxExportedBookings } from './bookings.service';

const tags = ['Bookings'];
const params = z.object({ id: idSchema });
export const bookingListDescription =
  'guest also matches passengers, flight numbers and references; from/to keep the stays with a night in the window';
/** The filters of a list of bookings without its page, for an export. */
export const bookingExportQuerySchema = adminBookingListQuerySchema.omit({ page: true, pageSize: true });
export const csvColumnsDescription = `Columns: ${bookingCsvHeaders.join(', ')}; amounts in whole Ariary, instants in ISO 8601; at most ${maxExportedBookings} rows (narrow the filters for more)`;
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,128}$/, { message: 'Expected 8 to 128 letters, digits, or . _ : -' })
    .optional()
    .meta({ description: 'A retry with the same key returns the first booking instead of booking twice' }),
});
const paymentOnBooking =
  'An optional `payment` chooses the method; an online payment chosen is started once the booking is made, and its state shows in `payments` (a provider that fails leaves a failed payment to retry with POST /api/bookings/{id}/payments).';
const paymentRefusals =
  'PAYMENT_METHOD_UNAVAILABLE (the method is not on, or not accepted: a journey or a fully prepaid stay cannot be paid at the property) or VALIDATION_ERROR with details.issues on payment.phone (or guest.phone) when MVola is chosen with a number that is not an MVola one (034 or 038)';
const signedIn = {
  401: adminErrors[401],
  400: adminErrors[400],
};

export function bookingRoutes(service: BookingService, guards: AuthGuards) {
  const create = createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Book rooms: confirmed at once, or held until the deposit or total due online is paid',
    description: `The hotel's prepayment share decides (when an online method is on): 0 confirms at once, to be paid at the hotel; a deposit or the whole stay holds the booking PENDING_PAYMENT, its rooms taken, until that amount is paid online, or releases it after the hold (holdExpiresAt). ${paymentOnBooking}`,
    ...signedInOnly(guards),
    request: { headers: idempotencyHeaders, body: jsonBody(bookingCreateSchema) },
    responses: {
      201: jsonContent(bookingSchema, 'Booked (or the first result of this Idempotency-Key)'),
      ...signedIn,
      ...conflictError('SOLD_OUT'),
      422: jsonContent(
        apiErrorSchema,
        `HOTEL_NOT_BOOKABLE, STAY_RESTRICTED (closed, closed to arrival or under a minimum stay), IDEMPOTENCY_KEY_REUSED, ${paymentRefusals}`,
      ),
    },
  });
  const mine = createRoute({
    method: 'get',
    path: '/mine',
    tags,
    summary: "The signed-in user's trips, stays and flights, upcoming (until the last flight lands) and past",
    ...signedInOnly(guards),
    responses: { 200: jsonContent(myBookingsSchema, 'Trips'), 401: adminErrors[401] },
  });
  const get = createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One booking (its owner or an admin)',
    ...signedInOnly(guards),
    request: { params },
    responses: { 200: jsonContent(bookingSchema, 'The booking'), 401: adminErrors[401], ...notFoundError },
  });
  const cancel = createRoute({
    method: 'post',
    path: '/{id}/cancel',
    tags,
    summary: 'Cancel a stay or a journey while its free cancellation lasts (the hotel policy, a Flex fare)',
    ...signedInOnly(guards),
    request: { params },
    responses: {
      200: jsonContent(bookingSchema, 'Cancelled'),
      401: adminErrors[401],
      ...notFoundError,
      ...conflictError('BOOKING_NOT_CANCELLABLE'),
    },
  });

  return createRouter()
    .openapi(create, async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const { booking, created } = await service.create(sessionUserOf(c), c.req.valid('json'), key);
      if (!created) c.header('Idempotent-Replayed', 'true');
      return c.json(booking, 201);
    })
    .openapi(mine, async (c) => c.json(await service.listMine(sessionUserOf(c)), 200))
    .openapi(get, async (c) => c.json(await service.get(sessionUserOf(c), c.req.valid('param').id), 200))
    .openapi(cancel, async (c) => {
      const user = sessionUserOf(c);
      const booking = await service.get(user, c.req.valid('param').id);
      const asAdmin = booking.userId !== user.id && user.roles.includes('ADMIN');
      return c.json(await service.cancel(user, booking.id, { asAdmin, requestId: c.var.requestId }), 200);
    });
}

/** POST /api/flight-bookings: a journey enters the same booking core as a stay. */
export function flightBookingRoutes(service: BookingService, guards: AuthGuards) {
  const create = createRoute({
    method: 'post',
    path: '/',
    tags: ['Bookings', 'Flights'],
    summary:
      'Book flights from search offers: held until paid online (or confirmed at once when no online method is on), then an e-ticket mail',
    description: `Takes seats on every flight of the offers in one transaction, or on none. The reference has six characters (e.g. K7PQ2X). Each passenger must be of the age of its type on the day of the first departure: ADULT 12 or more, CHILD 2 to 11, INFANT under 2. With an online method on, the journey is held PENDING_PAYMENT until its whole price is paid, and released after the hold. ${paymentOnBooking}`,
    ...signedInOnly(guards),
    request: { headers: idempotencyHeaders, body: jsonBody(flightBookingCreateSchema) },
    responses: {
      201: jsonContent(
        bookingSchema,
        'Booked; a retry with the same Idempotency-Key answers the same booking again, with the header Idempotent-Replayed',
      ),
      ...signedIn,
      409: jsonContent(
        apiErrorSchema,
        'SOLD_OUT (a flight has fewer seats left than passengers) or OFFER_EXPIRED (search again)',
      ),
      422: jsonContent(
        apiErrorSchema,
        `VALIDATION_ERROR (a passenger's birth date does not fit its type; details.issues name the fields), IDEMPOTENCY_KEY_REUSED, ${paymentRefusals}`,
      ),
    },
  });
  return createRouter().openapi(create, async (c) => {
    const key = c.req.valid('header')['idempotency-key'];
    const { booking, created } = await service.createFlightBooking(
      sessionUserOf(c),
      c.req.valid('json'),
      key,
    );
    if (!created) c.header('Idempotent-Replayed', 'true');
    return c.json(booking, 201);
  });
}

export function adminBookingRoutes(service: BookingService, guards: AuthGuards) {
  const list = createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Stays and flights with filters (admin)',
    description: bookingListDescription,
    ...adminOnly(guards),
    request: { query: adminBookingListQuerySchema },
    responses: { 200: jsonContent(bookingPageSchema, 'A page of bookings'), ...adminErrors },
  });
  const exportCsv = createRoute({
    method: 'get',
    path: '/export.csv',
    tags,
    summary: 'The bookings of the same filters, every page, as a CSV file (admin)',
    description: csvColumnsDescription,
    ...adminOnly(guards),
    request: { query: bookingExportQuerySchema },
    responses: { 200: csvContent('The bookings'), ...adminErrors },
  });
  const cancel = createRoute({
    method: 'post',
    path: '/{id}/cancel',
    tags,
    summary: "Cancel a booking on the guest's behalf, whatever its deadline (admin)",
    ...adminOnly(guards),
    request: { params },
    responses: {
      200: jsonContent(bookingSchema, 'Cancelled'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('BOOKING_NOT_CANCELLABLE'),
    },
  });
  return createRouter()
    .openapi(list, async (c) => c.json(await service.list(scopeOf(c), c.req.valid('query')), 200))
    .openapi(exportCsv, async (c) => sendCsv(c, await service.exportCsv(scopeOf(c), c.req.valid('query'))))
    .openapi(cancel, async (c) =>
      c.json(
        await service.cancel(sessionUserOf(c), c.req.valid('param').id, {
          asAdmin: true,
          requestId: c.var.requestId,
        }),
        200,
      ),
    );
}

/** Under /api/partner: an airline's bookings, the same list as the back office's narrowed to its journeys. */
export function airlineBookingRoutes(service: BookingService, partner: Access) {
  const list = createRoute({
    method: 'get',
    path: '/airlines/{code}/bookings',
    tags: ['Partners: airlines'],
    summary:
      "The airline's bookings: journeys with one of its flights, with the back office's filters (its owners and managers; another airline's answer NOT_FOUND)",
    ...partner.route,
    request: { params: z.object({ code: airlineCodeSchema }), query: airlineBookingListQuerySchema },
    responses: {
      200: jsonContent(bookingPageSchema, 'A page of bookings'),
      ...adminErrors,
      403: jsonContent(apiErrorSchema, 'A role without the bookings permission (FORBIDDEN)'),
      ...notFoundError,
    },
  });
  return createRouter().openapi(list, async (c) =>
    c.json(await service.list(scopeOf(c), c.req.valid('query'), c.req.valid('param').code), 200),
  );
}
