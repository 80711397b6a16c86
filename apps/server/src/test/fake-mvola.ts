import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { MvolaConfig } from '../modules/payments/providers/mvola';
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
 * MVola's merchant pay API 1.0.0 on 127.0.0.1, as its public documentation describes it: token,
 * payment request, status, and the PUT callback. It refuses what MVola refuses (bad client
 * credentials, a missing or expired bearer token, a missing header or body field); the test decides
 * how each payment ends and when the callback goes.
 */

const merchantPayPath = '/mvola/mm/transactions/type/merchantpay/1.0.0/';

export interface FakeMvolaTransaction {
  serverCorrelationId: string;
  status: 'pending' | 'completed' | 'failed';
  /** MVola's transaction id, once completed. */
  transactionReference?: string;
  callbackUrl: string;
  /** The payment request as received. */
  headers: IncomingHttpHeaders;
  body: z.infer<ReturnType<typeof merchantPaySchema>>;
}

const party = (value: z.ZodType<string>) => z.array(z.object({ key: z.literal('msisdn'), value })).length(1);

const merchantPaySchema = (merchantNumber: string) =>
  z.object({
    amount: z.string().regex(/^[1-9]\d*$/),
    currency: z.literal('Ar'),
    descriptionText: z
      .string()
      .max(50)
      .regex(/^[A-Za-z0-9 .,_-]+$/),
    requestingOrganisationTransactionReference: z.string().min(1),
    requestDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    originalTransactionReference: z.string().min(1),
    debitParty: party(z.string().regex(/^03[48]\d{7}$/)),
    creditParty: party(z.literal(merchantNumber)),
    metadata: z
      .array(z.object({ key: z.string(), value: z.string() }))
      .refine((entries) => entries.some(({ key, value }) => key === 'partnerName' && value), 'partnerName'),
  });

const validationError = (parameter: string): FakeAnswer => ({
  status: 400,
  json: {
    errorCategory: 'validation',
    errorCode: '4001',
    errorDescription: 'Missing field',
    errorDateTime: new Date().toISOString(),
    errorParameters: [{ key: 'field', value: parameter }],
  },
});

export async function startFakeMvola(options: { tokenLifetimeSeconds?: number } = {}) {
  const credentials = {
    consumerKey: `key-${randomBytes(8).toString('hex')}`,
    consumerSecret: `secret-${randomBytes(16).toString('hex')}`,
    merchantNumber: '0343500004',
    partnerName: 'MadaBook',
  };
  const tokens = createFakeTokenIssuer({
    clientId: credentials.consumerKey,
    clientSecret: credentials.consumerSecret,
    lifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    scope: 'EXT_INT_MVOLA_SCOPE',
  });
  const transactions = new Map<string, FakeMvolaTransaction>();
  let statusRequests = 0;
  const bodySchema = merchantPaySchema(credentials.merchantNumber);

  /** The API gateway's checks before any resource: bearer token, then the headers every call carries. */
  const refuse = (request: FakeRequest): FakeAnswer | undefined => {
    const refusal = tokens.refusal(request);
    if (refusal) {
      return {
        status: 401,
        json: {
          fault: {
            code: 900901,
            message: 'Invalid Credentials',
            description: refusal === 'expired' ? 'Access token expired' : 'Invalid access token',
          },
        },
      };
    }
    const { headers } = request;
    const required: Array<[string, boolean]> = [
      ['Version', headers.version === '1.0'],
      ['X-CorrelationID', Boolean(headers['x-correlationid'])],
      ['UserLanguage', headers.userlanguage === 'FR' || headers.userlanguage === 'MG'],
      ['UserAccountIdentifier', headers.useraccountidentifier === `msisdn;${credentials.merchantNumber}`],
      ['partnerName', Boolean(headers.partnername)],
      ['Cache-Control', headers['cache-control'] === 'no-cache'],
    ];
    const missing = required.find(([, present]) => !present);
    return missing ? validationError(missing[0]) : undefined;
  };

  const startPayment = (request: FakeRequest): FakeAnswer => {
    const callbackUrl = request.headers['x-callback-url'];
    if (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl))
      return validationError('X-Callback-URL');
    const body = readJsonBody(request, bodySchema);
    if ('wrong' in body) return validationError(body.wrong);
    const serverCorrelationId = randomUUID();
    transactions.set(serverCorrelationId, {
      serverCorrelationId,
      status: 'pending',
      callbackUrl,
      headers: request.headers,
      body: body.data,
    });
    return { status: 202, json: { status: 'pending', serverCorrelationId, notificationMethod: 'callback' } };
  };

  const notFound: FakeAnswer = {
    status: 404,
    json: {
      errorCategory: 'identification',
      errorCode: 'notFound',
      errorDescription: 'Transaction not found',
      errorDateTime: new Date().toISOString(),
    },
  };

  const paymentStatus = (serverCorrelationId: string): FakeAnswer => {
    statusRequests += 1;
    const transaction = transactions.get(serverCorrelationId);
    if (!transaction) return notFound;
    return {
      status: 200,
      json: {
        status: transaction.status,
        serverCorrelationId,
        notificationMethod: 'callback',
        objectReference: transaction.transactionReference ?? '',
      },
    };
  };

  /** GET …/{transID}: a completed transaction's details, found by MVola's transaction id. */
  const transactionDetails = (transactionReference: string): FakeAnswer => {
    const found = [...transactions.values()].find(
      (candidate) => candidate.transactionReference === transactionReference,
    );
    if (!found) return notFound;
    return {
      status: 200,
      json: {
        amount: found.body.amount,
        currency: found.body.currency,
        requestDate: found.body.requestDate,
        debitParty: found.body.debitParty,
        creditParty: found.body.creditParty,
        fees: [{ feeAmount: '0' }],
        metadata: found.body.metadata,
        transactionStatus: found.status,
        creationDate: found.body.requestDate,
        requestingOrganisationTransactionReference: found.body.requestingOrganisationTransactionReference,
        originalTransactionReference: found.body.originalTransactionReference,
      },
    };
  };

  const server = await startFakeHttpServer((request) => {
    const path = request.url.pathname;
    if (path === '/token') return tokens.issue(request);
    if (!path.startsWith(merchantPayPath))
      return { status: 404, json: { error: 'No matching resource found' } };
    const refused = refuse(request);
    if (refused) return refused;
    if (request.method === 'POST' && path === merchantPayPath) return startPayment(request);
    const statusOf = path.slice(merchantPayPath.length).match(/^status\/([^/]+)$/)?.[1];
    if (request.method === 'GET' && statusOf) return paymentStatus(decodeURIComponent(statusOf));
    const detailsOf = path.slice(merchantPayPath.length).match(/^([^/]+)$/)?.[1];
    if (request.method === 'GET' && detailsOf) return transactionDetails(decodeURIComponent(detailsOf));
    return { status: 404, json: { error: 'No matching resource found' } };
  });

  const transaction = (serverCorrelationId: string) => {
    const found = transactions.get(serverCorrelationId);
    if (!found) throw new Error(`no MVola transaction ${serverCorrelationId}`);
    return found;
  };

  return {
    /** What points the adapter at this server. */
    config: { ...credentials, baseUrl: server.url } satisfies MvolaConfig,
    url: server.url,
    /** Token requests received so far. */
    get tokenRequests() {
      return tokens.requests;
    },
    /** Payment requests received so far, answered or not yet. */
    get paymentRequests() {
      return transactions.size;
    },
    /** Status requests received so far. */
    get statusRequests() {
      return statusRequests;
    },
    transaction,
    /** The transaction MVola registered for our payment, found by the reference we sent (when its answer was lost). */
    transactionFor(paymentId: string) {
      const found = [...transactions.values()].find(
        (candidate) => candidate.body.requestingOrganisationTransactionReference === paymentId,
      );
      if (!found) throw new Error(`no MVola transaction for payment ${paymentId}`);
      return found;
    },
    /** The payer confirmed on their phone; answers MVola's transaction id. */
    complete(serverCorrelationId: string) {
      const found = transaction(serverCorrelationId);
      found.status = 'completed';
      found.transactionReference = randomDigits(10);
      return found.transactionReference;
    },
    /** The payer refused, or had too little money. */
    fail(serverCorrelationId: string) {
      transaction(serverCorrelationId).status = 'failed';
    },
    /**
     * PUTs MVola's callback for the transaction to its X-Callback-URL, as it stands; `overrides`
     * change fields of the body, for a forged callback or one about an unknown transaction.
     * Call it twice for a duplicate.
     */
    sendCallback(
      serverCorrelationId: string,
      overrides: Record<string, unknown> = {},
    ): Promise<CallbackAnswer> {
      const found = transaction(serverCorrelationId);
      return callMerchantBack(found.callbackUrl, 'PUT', {
        transactionStatus: found.status,
        serverCorrelationId,
        transactionReference: found.transactionReference,
        amount: found.body.amount,
        requestDate: found.body.requestDate,
        debitParty: found.body.debitParty,
        creditParty: found.body.creditParty,
        fees: [{ feeAmount: '0' }],
        metadata: found.body.metadata,
        ...overrides,
      });
    },
    /** Every token given so far stops working. */
    revokeTokens: tokens.revokeAll,
    breakNext: server.breakNext,
    delayNext: server.delayNext,
    close: server.close,
  };
}

export type FakeMvola = Awaited<ReturnType<typeof startFakeMvola>>;
