import { createRoute, z } from '@hono/zod-openapi';
import {
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminPaymentSchema,
  apiErrorSchema,
  idSchema,
  pageQuerySchema,
  paymentChoiceSchema,
  paymentEventPageSchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentSchema,
} from '@madabook/contracts';
import { actorOf, sessionUserOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import { clientAddress } from '../../http/client-address';
import {
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
  signedInOnly,
  tooManyRequestsError,
} from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import { refuseUnstorableText } from '../../http/unstorable-text';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { PaymentNotifications } from './payment-notifications';
import type { PaymentService } from './payments.service';
import type { PaymentAdmin } from './payments-admin';

const tags = ['Payments'];
const params = z.object({ id: idSchema });
const signedIn = { 401: adminErrors[401], 400: adminErrors[400] };
const methodRefused = {
  422: jsonContent(apiErrorSchema, 'PAYMENT_METHOD_UNAVAILABLE (not on, or not accepted for this booking)'),
};

/** The traveller's side: which methods, start a payment, follow it. */
export function paymentRoutes(service: PaymentService, guards: AuthGuards) {
  const methods = createRoute({
    method: 'get',
    path: '/payments/methods',
    tags,
    summary: 'The payment methods open for a booking, with what each one takes now and at the property',
    ...signedInOnly(guards),
    request: { query: paymentMethodsQuerySchema },
    responses: { 200: jsonContent(paymentMethodsSchema, 'The methods'), ...signedIn, ...notFoundError },
  });
  const start = createRoute({
    method: 'post',
    path: '/bookings/{id}/payments',
    tags,
    summary: 'Pay for a booking: mobile money (MVola: approve on the phone; Orange Money: open redirectUrl)',
    description:
      'The amount is the booking’s: the deposit or total due while it is held, else what is left. The answer is pending; poll GET /api/payments/{id} until it succeeds or fails.',
    ...signedInOnly(guards),
    request: { params, body: jsonBody(paymentChoiceSchema) },
    responses: {
      201: jsonContent(paymentSchema, 'The payment, pending'),
      ...signedIn,
      ...notFoundError,
      409: jsonContent(
        apiErrorSchema,
        'PAYMENT_ALREADY_STARTED, PAYMENT_NOT_EXPECTED, or HOLD_EXPIRED (the booking awaiting payment is past its hold, released or about to be)',
      ),
      ...methodRefused,
      502: jsonContent(apiErrorSchema, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    },
  });
  const get = createRoute({
    method: 'get',
    path: '/payments/{id}',
    tags,
    summary: "A payment (its booking's owner or an admin); a pending one is checked with its provider",
    ...signedInOnly(guards),
    request: { params },
    responses: { 200: jsonContent(paymentSchema, 'The payment'), 401: adminErrors[401], ...notFoundError },
  });
  return createRouter()
    .openapi(methods, async (c) =>
      c.json(await service.methods(sessionUserOf(c), c.req.valid('query').bookingId), 200),
    )
    .openapi(start, async (c) =>
      c.json(await service.start(sessionUserOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(get, async (c) => c.json(await service.get(sessionUserOf(c), c.req.valid('param').id), 200));
}

/**
 * Where providers notify: answered at once; what it says is trusted only once the provider
 * confirms it. Limited per source address, so that a flood of forged notifications cannot make
 * us hammer the providers' status APIs.
 */
export function paymentCallbackRoutes(
  notifications: PaymentNotifications,
  options: { limiter: RateLimiter; trustProxy: boolean },
) {
  const callbackRoute = (method: 'post' | 'put', provider: string) =>
    createRoute({
      method,
      path: '/{provider}',
      tags,
      summary: `Provider notifications: ${provider}`,
      description:
        'Recorded raw, then believed only as far as the provider confirms it (its token, its status API). A notification about no payment of ours, or whose amount is not the payment’s, is recorded and changes nothing.',
      middleware: [rateLimit({ limiter: options.limiter, key: (c) => clientAddress(c, options.trustProxy) })],
      request: { params: z.object({ provider: z.enum(['mvola', 'orange-money']) }) },
      responses: {
        200: jsonContent(z.object({ received: z.literal(true) }), 'Recorded'),
        ...notFoundError,
        ...tooManyRequestsError,
      },
    });
  const receive = async (provider: string, request: Request) => {
    const headers = Object.fromEntries(request.headers.entries());
    const { known } = await notifications(provider, {
      method: request.method,
      headers,
      body: await request.text(),
      url: request.url,
    });
    if (!known) throw new AppError('NOT_FOUND');
  };
  const router = createRouter();
  router.use('*', refuseUnstorableText);
  return router
    .openapi(callbackRoute('post', 'Orange Money posts its notification (POST)'), async (c) => {
      await receive(c.req.valid('param').provider, c.req.raw);
      return c.json({ received: true as const }, 200);
    })
    .openapi(callbackRoute('put', 'MVola calls back with PUT'), async (c) => {
      await receive(c.req.valid('param').provider, c.req.raw);
      return c.json({ received: true as const }, 200);
    });
}

export function paymentAdminRoutes(admin: PaymentAdmin, guards: AuthGuards) {
  const list = createRoute({
    method: 'get',
    path: '/payments',
    tags,
    summary: 'Payments with their status, provider references, refund and raw events (admin)',
    ...adminOnly(guards),
    request: { query: adminPaymentListQuerySchema },
    responses: { 200: jsonContent(adminPaymentPageSchema, 'A page of payments'), ...adminErrors },
  });
  const markPaid = createRoute({
    method: 'post',
    path: '/payments/{id}/mark-paid',
    tags,
    summary: 'Record a payment made at the property (admin)',
    ...adminOnly(guards),
    request: { params },
    responses: {
      200: jsonContent(adminPaymentSchema, 'Paid'),
      ...adminErrors,
      ...notFoundError,
      409: jsonContent(
        apiErrorSchema,
        'PAYMENT_BOOKING_CANCELLED, PAYMENT_AWAITING_ONLINE (the booking still waits for its online payment) or PAYMENT_NOT_EXPECTED',
      ),
    },
  });
  const markRefunded = createRoute({
    method: 'post',
    path: '/refunds/{id}/mark-refunded',
    tags,
    summary: 'Record a refund made by hand (admin); the traveller gets a mail',
    description:
      'Neither MVola nor Orange Money offers a refund API: every refund is owed (DUE) until an admin sends the money back and records it here.',
    ...adminOnly(guards),
    request: { params },
    responses: {
      200: jsonContent(adminPaymentSchema, 'The payment with its refund'),
      ...adminErrors,
      ...notFoundError,
      ...conflictError('PAYMENT_NOT_EXPECTED'),
    },
  });
  const unmatched = createRoute({
    method: 'get',
    path: '/payments/unmatched-events',
    tags,
    summary: 'Provider notifications that matched no payment of ours, raw, newest first (admin)',
    ...adminOnly(guards),
    request: { query: pageQuerySchema },
    responses: { 200: jsonContent(paymentEventPageSchema, 'A page of events'), ...adminErrors },
  });
  return createRouter()
    .openapi(list, async (c) => c.json(await admin.list(c.req.valid('query')), 200))
    .openapi(unmatched, async (c) => c.json(await admin.unmatchedEvents(c.req.valid('query')), 200))
    .openapi(markPaid, async (c) => c.json(await admin.markPaid(actorOf(c), c.req.valid('param').id), 200))
    .openapi(markRefunded, async (c) =>
      c.json(await admin.markRefunded(actorOf(c), c.req.valid('param').id), 200),
    );
}
