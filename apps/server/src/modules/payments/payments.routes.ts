import { createRoute, z } from '@hono/zod-openapi';
import {
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminPaymentSchema,
  apiErrorSchema,
  idSchema,
  paymentChoiceSchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentSchema,
} from '@madabook/contracts';
import { bodyLimit } from 'hono/body-limit';
import { actorOf, sessionUserOf } from '../../http/actor';
import type { AuthGuards } from '../../http/auth-guards';
import {
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  notFoundError,
  signedInOnly,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { AppError } from '../../lib/errors';
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
      ...conflictError('PAYMENT_NOT_EXPECTED'),
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

/** Where providers notify: answered at once; what it says is trusted only once the provider confirms it. */
export function paymentCallbackRoutes(notifications: PaymentNotifications) {
  const callback = createRoute({
    method: 'post',
    path: '/{provider}',
    tags,
    summary: 'Provider notifications (MVola sends PUT, Orange Money POST)',
    request: { params: z.object({ provider: z.enum(['mvola', 'orange-money']) }) },
    responses: {
      200: jsonContent(z.object({ received: z.literal(true) }), 'Recorded'),
      ...notFoundError,
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
  router.use(
    '*',
    bodyLimit({ maxSize: 64 * 1024, onError: () => Promise.reject(new AppError('PAYLOAD_TOO_LARGE')) }),
  );
  return router
    .openapi(callback, async (c) => {
      await receive(c.req.valid('param').provider, c.req.raw);
      return c.json({ received: true as const }, 200);
    })
    .put('/:provider', async (c) => {
      await receive(c.req.param('provider'), c.req.raw);
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
      ...conflictError('PAYMENT_NOT_EXPECTED'),
    },
  });
  const refundAction = (action: 'mark-refunded' | 'retry', summary: string) =>
    createRoute({
      method: 'post',
      path: `/refunds/{id}/${action}`,
      tags,
      summary,
      ...adminOnly(guards),
      request: { params },
      responses: {
        200: jsonContent(adminPaymentSchema, 'The payment with its refund'),
        ...adminErrors,
        ...notFoundError,
        ...conflictError('PAYMENT_NOT_EXPECTED'),
      },
    });
  return createRouter()
    .openapi(list, async (c) => c.json(await admin.list(c.req.valid('query')), 200))
    .openapi(markPaid, async (c) => c.json(await admin.markPaid(actorOf(c), c.req.valid('param').id), 200))
    .openapi(refundAction('mark-refunded', 'Record a refund made by hand (admin)'), async (c) =>
      c.json(await admin.markRefunded(actorOf(c), c.req.valid('param').id), 200),
    )
    .openapi(refundAction('retry', 'Ask the provider again for a failed refund (admin)'), async (c) =>
      c.json(await admin.retryRefund(actorOf(c), c.req.valid('param').id), 200),
    );
}
