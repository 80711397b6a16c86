import { randomUUID } from 'node:crypto';
import { type Language, mvolaNumber } from '@madabook/contracts';
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

export interface MvolaConfig {
  /** The sandbox (https://devapi.mvola.mg) or production (https://api.mvola.mg) host. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The merchant's MVola number, credited by every payment. */
  merchantNumber: string;
  partnerName: string;
  /** How long a call may take; 10 s when not set. */
  timeoutMs?: number;
}

const merchantPayPath = '/mvola/mm/transactions/type/merchantpay/1.0.0/';
/** MVola speaks French or Malagasy. */
const userLanguages: Record<Language, 'FR' | 'MG'> = { fr: 'FR', en: 'FR' };
const mvolaStatusSchema = z.enum(['pending', 'completed', 'failed']);
const statuses: Record<z.infer<typeof mvolaStatusSchema>, ProviderPaymentStatus> = {
  pending: 'PENDING',
  completed: 'SUCCEEDED',
  failed: 'FAILED',
};

const startAnswerSchema = z.looseObject({
  status: z.literal('pending'),
  serverCorrelationId: z.string().min(1),
  notificationMethod: z.string(),
});

const statusAnswerSchema = z.looseObject({
  status: mvolaStatusSchema,
  serverCorrelationId: z.string(),
  notificationMethod: z.string(),
  objectReference: z.string().optional(),
});

const wholeAriary = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
const partySchema = z.array(z.looseObject({ key: z.string(), value: z.string() }));
const msisdnOf = (party: z.infer<typeof partySchema>) => party.find((entry) => entry.key === 'msisdn')?.value;

const callbackSchema = z.object({
  transactionStatus: mvolaStatusSchema.exclude(['pending']),
  serverCorrelationId: z.string().min(1),
  transactionReference: z.string().optional(),
  amount: wholeAriary.optional(),
});

/** GET …/{transID}: a transaction's details, to tie a transaction we never got an answer for to our payment. */
const detailsAnswerSchema = z.looseObject({
  amount: wholeAriary,
  debitParty: partySchema,
  creditParty: partySchema,
  requestingOrganisationTransactionReference: z.string().optional(),
});

/** MVola refuses special characters and more than 50 of them: "Hôtel Colbert, 2 nuits" → "Hotel Colbert 2 nuits". */
function descriptionText(description: string) {
  return description
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, 50)
    .trim();
}

/** MVola merchant pay API 1.0.0: the payer confirms on their phone; MVola then calls back, or we poll. */
export function createMvolaProvider(config: MvolaConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const http = createProviderHttp({
    provider: 'MVola',
    baseUrl: config.baseUrl,
    fetchImpl,
    timeoutMs: config.timeoutMs,
  });
  const accessToken = createAccessToken(http, {
    path: '/token',
    clientId: config.consumerKey,
    clientSecret: config.consumerSecret,
    scope: 'EXT_INT_MVOLA_SCOPE',
  });

  const headers = (token: string, language: Language) => ({
    Authorization: `Bearer ${token}`,
    Version: '1.0',
    'X-CorrelationID': randomUUID(),
    UserLanguage: userLanguages[language],
    UserAccountIdentifier: `msisdn;${config.merchantNumber}`,
    partnerName: config.partnerName,
    'Cache-Control': 'no-cache',
    Accept: 'application/json',
  });

  const get = <T>(path: string, schema: z.ZodType<T>) =>
    accessToken.authorized((token) =>
      http.json({ method: 'GET', path: `${merchantPayPath}${path}`, headers: headers(token, 'fr') }, schema),
    );

  const statusOf = async (serverCorrelationId: string) => {
    const answer = await get(`status/${encodeURIComponent(serverCorrelationId)}`, statusAnswerSchema);
    return {
      status: statuses[answer.status],
      transactionId: answer.objectReference || undefined,
      raw: answer,
    };
  };
  const status: PaymentProvider['status'] = (payment) => statusOf(payment.providerReference);

  /**
   * A transaction we never got an answer for becomes our payment only when MVola says it was
   * paid, by our payer, to us, for our amount, under our reference.
   */
  async function adopt(serverCorrelationId: string, payment: NotifiedPayment) {
    const state = await statusOf(serverCorrelationId);
    if (state.status !== 'SUCCEEDED' || !state.transactionId) return { ...state, status: 'PENDING' as const };
    const details = await get(encodeURIComponent(state.transactionId), detailsAnswerSchema);
    const ours =
      details.amount === payment.amount &&
      msisdnOf(details.debitParty) === (payment.phone && mvolaNumber(payment.phone)) &&
      msisdnOf(details.creditParty) === config.merchantNumber &&
      (details.requestingOrganisationTransactionReference ?? payment.paymentId) === payment.paymentId;
    if (!ours) throw new ProviderError('The MVola transaction is not this payment', { body: details });
    return { ...state, providerReference: serverCorrelationId, raw: { status: state.raw, details } };
  }

  return {
    method: 'MVOLA',
    redirects: false,

    async start(request) {
      const payer = request.phone && mvolaNumber(request.phone);
      if (!payer) throw new ProviderError('MVola needs the payer’s MVola number (034 or 038)');
      const body = JSON.stringify({
        amount: String(request.amount),
        currency: 'Ar',
        descriptionText: descriptionText(request.description),
        requestingOrganisationTransactionReference: request.paymentId,
        requestDate: new Date().toISOString(),
        originalTransactionReference: request.paymentId,
        debitParty: [{ key: 'msisdn', value: payer }],
        creditParty: [{ key: 'msisdn', value: config.merchantNumber }],
        metadata: [
          { key: 'partnerName', value: config.partnerName },
          { key: 'fc', value: 'USD' },
          { key: 'amountFc', value: '1' },
        ],
      });
      const answer = await accessToken.authorized((token) =>
        http.json(
          {
            method: 'POST',
            path: merchantPayPath,
            headers: {
              ...headers(token, request.language),
              'X-Callback-URL': request.callbackUrl,
              'Content-Type': 'application/json',
            },
            body,
          },
          startAnswerSchema,
        ),
      );
      return { providerReference: answer.serverCorrelationId, raw: answer };
    },

    status,

    parseNotification(callback: IncomingCallback): ProviderNotification | undefined {
      if (callback.method !== 'PUT') return undefined;
      const parsed = callbackSchema.safeParse(callbackJson(callback.body));
      if (!parsed.success) return undefined;
      const { serverCorrelationId, transactionStatus, transactionReference, amount } = parsed.data;
      // Our payment id travels in the X-Callback-URL we gave: it finds a payment whose start got no answer.
      const paymentId = URL.parse(callback.url ?? '', 'http://localhost')?.searchParams.get('payment');
      return {
        ...(paymentId ? { paymentId } : {}),
        providerReference: serverCorrelationId,
        claimedStatus: statuses[transactionStatus],
        ...(amount === undefined ? {} : { claimedAmount: amount }),
        // The transaction reference, unknown to a forger, keeps a forged callback from taking the key of the genuine one.
        eventKey: [serverCorrelationId, transactionStatus, transactionReference ?? ''].join(':'),
      };
    },

    // MVola signs nothing: only its status API is believed.
    async verifyNotification(notification: ProviderNotification, payment: NotifiedPayment) {
      if (!notification.providerReference) throw new ProviderError('The MVola callback names no transaction');
      if (!payment.providerReference) return adopt(notification.providerReference, payment);
      if (notification.providerReference !== payment.providerReference) {
        throw new ProviderError('The MVola callback is about another payment');
      }
      return statusOf(payment.providerReference);
    },
  };
}
