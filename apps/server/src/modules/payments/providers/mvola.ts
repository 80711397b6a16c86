import { randomUUID } from 'node:crypto';
import { type Language, mvolaNumber } from '@madabook/contracts';
import { z } from 'zod';
import { createAccessToken } from './access-token';
import { callbackJson } from './callback-json';
import {
  type IncomingCallback,
  type PaymentProvider,
  ProviderError,
  type ProviderNotification,
  type ProviderPaymentStatus,
  type StartedPayment,
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

const callbackSchema = z.object({
  transactionStatus: mvolaStatusSchema.exclude(['pending']),
  serverCorrelationId: z.string().min(1),
  transactionReference: z.string().optional(),
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
  const http = createProviderHttp({ provider: 'MVola', baseUrl: config.baseUrl, fetchImpl });
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

  const status: PaymentProvider['status'] = async (payment) => {
    const answer = await accessToken.authorized((token) =>
      http.json(
        {
          method: 'GET',
          path: `${merchantPayPath}status/${encodeURIComponent(payment.providerReference)}`,
          headers: headers(token, 'fr'),
        },
        statusAnswerSchema,
      ),
    );
    return {
      status: statuses[answer.status],
      transactionId: answer.objectReference || undefined,
      raw: answer,
    };
  };

  return {
    method: 'MVOLA',

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
      const { serverCorrelationId, transactionStatus, transactionReference } = parsed.data;
      return {
        providerReference: serverCorrelationId,
        claimedStatus: statuses[transactionStatus],
        // The transaction reference, unknown to a forger, keeps a forged callback from taking the key of the genuine one.
        eventKey: [serverCorrelationId, transactionStatus, transactionReference ?? ''].join(':'),
      };
    },

    // MVola signs nothing: only its status API is believed.
    async verifyNotification(notification: ProviderNotification, payment: StartedPayment) {
      if (notification.providerReference !== payment.providerReference) {
        throw new ProviderError('The MVola callback is about another payment');
      }
      return status(payment);
    },
  };
}
