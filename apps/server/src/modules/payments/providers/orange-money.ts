import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { createAccessToken } from './access-token';
import { callbackJson } from './callback-json';
import {
  type IncomingCallback,
  type NotifiedPayment,
  type PaymentProvider,
  ProviderError,
  type ProviderNotification,
  type ProviderPaymentStatus,
} from './payment-provider';
import { createProviderHttp } from './provider-http';

export interface OrangeMoneyConfig {
  /** https://api.orange.com, or the sandbox host. */
  baseUrl: string;
  /** The web payment API under the host: /orange-money-webpay/mg/v1 in production, …/dev/v1 for the sandbox. */
  path: string;
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  /** How long a call may take; 10 s when not set. */
  timeoutMs?: number;
}

const orangeStatusSchema = z.enum(['INITIATED', 'PENDING', 'SUCCESS', 'FAILED', 'EXPIRED']);
const statuses: Record<z.infer<typeof orangeStatusSchema>, ProviderPaymentStatus> = {
  INITIATED: 'PENDING',
  PENDING: 'PENDING',
  SUCCESS: 'SUCCEEDED',
  FAILED: 'FAILED',
  EXPIRED: 'FAILED',
};

const startAnswerSchema = z.looseObject({
  pay_token: z.string().min(1),
  payment_url: z.url(),
  notif_token: z.string().min(1),
});

const statusAnswerSchema = z.looseObject({
  status: orangeStatusSchema,
  order_id: z.string(),
  txnid: z.string().nullish(),
});

const notificationSchema = z.object({
  status: orangeStatusSchema,
  notif_token: z.string().min(1),
  txnid: z.string().nullish(),
});

function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Orange Money Web Payment (Madagascar): the traveller pays on Orange's page, then Orange posts a
 * notification carrying the notif_token it gave us at the start.
 */
export function createOrangeMoneyProvider(
  config: OrangeMoneyConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const http = createProviderHttp({
    provider: 'Orange Money',
    baseUrl: config.baseUrl,
    fetchImpl,
    timeoutMs: config.timeoutMs,
  });
  const accessToken = createAccessToken(http, {
    path: '/oauth/v3/token',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
  });

  const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    accessToken.authorized((token) =>
      http.json(
        {
          method: 'POST',
          path: `${config.path}${path}`,
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(body),
        },
        schema,
      ),
    );

  const status: PaymentProvider['status'] = async (payment) => {
    const answer = await post(
      '/transactionstatus',
      { order_id: payment.paymentId, amount: payment.amount, pay_token: payment.providerReference },
      statusAnswerSchema,
    );
    return { status: statuses[answer.status], transactionId: answer.txnid || undefined, raw: answer };
  };

  return {
    method: 'ORANGE_MONEY',
    redirects: true,

    async start(request) {
      const answer = await post(
        '/webpayment',
        {
          merchant_key: config.merchantKey,
          currency: 'MGA',
          order_id: request.paymentId,
          amount: request.amount,
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          notif_url: request.callbackUrl,
          lang: request.language,
          reference: 'MadaBook',
        },
        startAnswerSchema,
      );
      // The notif_token authenticates notifications: kept as a secret, not in the raw answer the back office shows.
      const { notif_token: notifToken, ...raw } = answer;
      return {
        providerReference: answer.pay_token,
        redirectUrl: answer.payment_url,
        secrets: { notifToken },
        raw,
      };
    },

    status,

    parseNotification(callback: IncomingCallback): ProviderNotification | undefined {
      if (callback.method !== 'POST') return undefined;
      // Orange's notification names no order: our payment id travels in the notif_url we gave.
      const paymentId = URL.parse(callback.url ?? '', 'http://localhost')?.searchParams.get('payment');
      const parsed = notificationSchema.safeParse(callbackJson(callback.body));
      if (!paymentId || !parsed.success) return undefined;
      const { status: claimed, notif_token, txnid } = parsed.data;
      return {
        paymentId,
        claimedStatus: statuses[claimed],
        token: notif_token,
        eventKey: [paymentId, claimed, txnid ?? ''].join(':'),
      };
    },

    async verifyNotification(notification: ProviderNotification, payment: NotifiedPayment) {
      const expected = payment.secrets.notifToken;
      if (!payment.providerReference || !expected) {
        throw new ProviderError('The Orange Money payment was never started: nobody was sent to pay it');
      }
      if (!notification.token || !sameSecret(notification.token, expected)) {
        throw new ProviderError('The Orange Money notification token does not match the payment');
      }
      // The token proves Orange sent it, not that it is news (a replayed notification carries it too).
      return status({ ...payment, providerReference: payment.providerReference });
    },
  };
}
