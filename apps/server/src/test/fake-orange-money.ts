import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OrangeMoneyConfig } from '../modules/payments/providers/orange-money';
import {
  type CallbackAnswer,
  callMerchantBack,
  createFakeTokenIssuer,
  type FakeAnswer,
  type FakeRequest,
  randomDigits,
  readJsonBody,
  startFakeHttpServer,
} from './fake-provider-server';

/**
 * Orange Money Web Payment (Madagascar) on 127.0.0.1, as its public documentation describes it:
 * token, web payment, transaction status, the payment page the traveller is sent to, and the
 * notification posted to notif_url. The test (or a browser on the payment page) decides how each
 * payment ends.
 */

const productionPath = '/orange-money-webpay/mg/v1';
const payPagePath = '/payment/pay_token/';

type OrangeStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED';

export interface FakeOrangeTransaction {
  payToken: string;
  notifToken: string;
  status: OrangeStatus;
  txnid?: string;
  /** The web payment request as received. */
  body: z.infer<ReturnType<typeof webPaymentSchema>>;
}

const webPaymentSchema = (merchantKey: string) =>
  z.object({
    merchant_key: z.literal(merchantKey),
    currency: z.literal('MGA'),
    order_id: z.string().min(1),
    amount: z.number().int().positive(),
    return_url: z.url(),
    cancel_url: z.url(),
    notif_url: z.url(),
    lang: z.enum(['fr', 'en']),
    reference: z.string().min(1),
  });

const statusRequestSchema = z.object({
  order_id: z.string(),
  amount: z.number(),
  pay_token: z.string(),
});

const apiError = (status: number, code: number, message: string, description: string): FakeAnswer => ({
  status,
  json: { code, message, description },
});

export async function startFakeOrangeMoney(
  options: {
    tokenLifetimeSeconds?: number /** The API's path prefix: production's, or the sandbox's. */;
    path?: string;
  } = {},
) {
  const webPayPath = options.path ?? productionPath;
  const credentials = {
    clientId: `client-${randomBytes(8).toString('hex')}`,
    clientSecret: `secret-${randomBytes(16).toString('hex')}`,
    merchantKey: randomBytes(4).toString('hex'),
  };
  const tokens = createFakeTokenIssuer({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    lifetimeSeconds: options.tokenLifetimeSeconds ?? 7_776_000,
  });
  const transactions = new Map<string, FakeOrangeTransaction>();
  const bodySchema = webPaymentSchema(credentials.merchantKey);

  const badRequest = (wrong: string) => apiError(400, 1, 'Bad request', `Missing or invalid: ${wrong}`);

  const startPayment = (request: FakeRequest, origin: string): FakeAnswer => {
    const read = readJsonBody(request, bodySchema);
    if ('wrong' in read) return badRequest(read.wrong);
    const body = read.data;
    if ([...transactions.values()].some((known) => known.body.order_id === body.order_id)) {
      return badRequest('order_id already used');
    }
    const payToken = `v1${randomBytes(20).toString('hex')}`;
    const notifToken = randomBytes(16).toString('hex');
    transactions.set(payToken, { payToken, notifToken, status: 'INITIATED', body });
    return {
      status: 201,
      json: {
        status: 201,
        message: 'OK',
        pay_token: payToken,
        payment_url: `${origin}${payPagePath}${payToken}`,
        notif_token: notifToken,
      },
    };
  };

  const paymentStatus = (request: FakeRequest): FakeAnswer => {
    const read = readJsonBody(request, statusRequestSchema);
    if ('wrong' in read) return badRequest(read.wrong);
    const asked = read.data;
    const transaction = transactions.get(asked.pay_token);
    if (!transaction) return apiError(404, 60, 'Not found', 'Unknown pay_token');
    if (transaction.body.order_id !== asked.order_id || transaction.body.amount !== asked.amount) {
      return badRequest('order_id or amount, not those of the pay_token');
    }
    return {
      status: 201,
      json: { status: transaction.status, order_id: asked.order_id, txnid: transaction.txnid },
    };
  };

  const transaction = (payToken: string) => {
    const found = transactions.get(payToken);
    if (!found) throw new Error(`no Orange Money transaction ${payToken}`);
    return found;
  };

  const complete = (payToken: string) => {
    const found = transaction(payToken);
    found.status = 'SUCCESS';
    found.txnid = `MP${randomDigits(12)}`;
    return found.txnid;
  };

  const fail = (payToken: string) => {
    transaction(payToken).status = 'FAILED';
  };

  const sendNotification = (
    payToken: string,
    overrides: Record<string, unknown> = {},
  ): Promise<CallbackAnswer> => {
    const found = transaction(payToken);
    return callMerchantBack(found.body.notif_url, 'POST', {
      status: found.status,
      notif_token: found.notifToken,
      txnid: found.txnid,
      ...overrides,
    });
  };

  /** Orange's page: the traveller pays or cancels, Orange notifies the merchant, then sends the browser back. */
  const paymentPage = async (request: FakeRequest, payToken: string): Promise<FakeAnswer> => {
    const found = transactions.get(payToken);
    if (!found) return { status: 404, text: 'Unknown payment' };
    if (request.method === 'GET') {
      if (found.status === 'INITIATED') found.status = 'PENDING';
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        text: `<!doctype html><title>Orange Money</title><h1>Orange Money</h1>
<p>${found.body.reference}: ${found.body.amount} MGA</p>
<form method="post"><button name="action" value="pay">Payer</button>
<button name="action" value="cancel">Annuler</button></form>`,
      };
    }
    const paid = new URLSearchParams(request.body).get('action') === 'pay';
    if (paid) complete(payToken);
    else fail(payToken);
    // Orange retries a notification the merchant did not take; the browser goes back either way.
    await sendNotification(payToken).catch(() => undefined);
    return { status: 303, headers: { Location: paid ? found.body.return_url : found.body.cancel_url } };
  };

  const server = await startFakeHttpServer((request) => {
    const path = request.url.pathname;
    if (path === '/oauth/v3/token') return tokens.issue(request);
    if (path.startsWith(payPagePath)) return paymentPage(request, path.slice(payPagePath.length));
    if (request.method !== 'POST') return apiError(405, 1, 'Method not allowed', 'POST only');
    const refusal = tokens.refusal(request);
    if (refusal === 'expired') return apiError(401, 42, 'Expired credentials', 'The access token expired');
    if (refusal) return apiError(401, 41, 'Invalid credentials', 'Invalid or missing access token');
    if (path === `${webPayPath}/webpayment`) return startPayment(request, request.url.origin);
    if (path === `${webPayPath}/transactionstatus`) return paymentStatus(request);
    return apiError(404, 60, 'Not found', 'Unknown resource');
  });

  return {
    /** What points the adapter at this server. */
    config: { ...credentials, baseUrl: server.url, path: webPayPath } satisfies OrangeMoneyConfig,
    url: server.url,
    /** Token requests received so far. */
    get tokenRequests() {
      return tokens.requests;
    },
    transaction,
    /** The traveller paid; answers Orange's transaction id. */
    complete,
    /** The traveller cancelled or the payment was refused. */
    fail,
    /**
     * POSTs Orange's notification for the transaction to its notif_url, as it stands; `overrides`
     * change fields (a wrong notif_token, a claimed SUCCESS) for a forged one. Call it twice for a duplicate.
     */
    sendNotification,
    /** Every token given so far stops working. */
    revokeTokens: tokens.revokeAll,
    breakNext: server.breakNext,
    delayNext: server.delayNext,
    close: server.close,
  };
}

export type FakeOrangeMoney = Awaited<ReturnType<typeof startFakeOrangeMoney>>;
