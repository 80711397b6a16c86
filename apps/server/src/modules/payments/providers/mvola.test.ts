import { randomUUID } from 'node:crypto';
import { mvolaNumber } from '@madabook/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CallbackInbox, startCallbackInbox } from '../../../test/callback-inbox';
import { type FakeMvola, startFakeMvola } from '../../../test/fake-mvola';
import { providerErrorOf, recordingCredentials } from '../../../test/provider-secrets';
import { createMvolaProvider } from './mvola';
import type { PaymentProvider, ProviderPaymentRequest, StartedPayment } from './payment-provider';

let fake: FakeMvola;
let inbox: CallbackInbox;
let credentials: ReturnType<typeof recordingCredentials>;
let mvola: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeMvola();
  inbox = await startCallbackInbox();
  credentials = recordingCredentials();
  mvola = createMvolaProvider(fake.config, credentials.fetch);
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all([fake.close(), inbox.close()]);
});

const paymentRequest = (overrides: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest => ({
  paymentId: randomUUID(),
  amount: 125_000,
  description: 'MadaBook MB-7KQ2XW',
  phone: '0341234567',
  language: 'fr',
  callbackUrl: `${inbox.url}/api/payments/callbacks/mvola`,
  returnUrl: 'http://madabook.test/account/trips',
  cancelUrl: 'http://madabook.test/account/trips',
  ...overrides,
});

async function startPayment(overrides: Partial<ProviderPaymentRequest> = {}, provider = mvola) {
  const request = paymentRequest(overrides);
  const started = await provider.start(request);
  const payment: StartedPayment = {
    paymentId: request.paymentId,
    amount: request.amount,
    providerReference: started.providerReference,
    secrets: started.secrets ?? {},
  };
  return { request, started, payment };
}

/** Everything an error must not tell: the client credentials and every token sent. */
const secrets = () => [fake.config.consumerKey, fake.config.consumerSecret, ...credentials.sent];

describe('MVola payments', () => {
  it('starts a merchant payment with the headers and body MVola requires, pending until the payer confirms', async () => {
    const { request, started, payment } = await startPayment();

    const sent = fake.transaction(started.providerReference);
    expect(sent.headers).toMatchObject({
      version: '1.0',
      'x-correlationid': expect.stringMatching(/^[0-9a-f-]{36}$/),
      userlanguage: 'FR',
      useraccountidentifier: 'msisdn;0343500004',
      partnername: 'MadaBook',
      'x-callback-url': request.callbackUrl,
      'cache-control': 'no-cache',
    });
    expect(sent.body).toEqual({
      amount: '125000',
      currency: 'Ar',
      descriptionText: 'MadaBook MB-7KQ2XW',
      requestingOrganisationTransactionReference: request.paymentId,
      requestDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      originalTransactionReference: request.paymentId,
      debitParty: [{ key: 'msisdn', value: '0341234567' }],
      creditParty: [{ key: 'msisdn', value: '0343500004' }],
      metadata: [
        { key: 'partnerName', value: 'MadaBook' },
        { key: 'fc', value: 'USD' },
        { key: 'amountFc', value: '1' },
      ],
    });
    expect(started).toEqual({
      providerReference: sent.serverCorrelationId,
      raw: {
        status: 'pending',
        serverCorrelationId: sent.serverCorrelationId,
        notificationMethod: 'callback',
      },
    });
    expect(await mvola.status(payment)).toMatchObject({ status: 'PENDING', transactionId: undefined });
  });

  it('answers SUCCEEDED with MVola’s transaction id once the payer confirms', async () => {
    const { payment } = await startPayment();
    const transactionId = fake.complete(payment.providerReference);

    expect(await mvola.status(payment)).toEqual({
      status: 'SUCCEEDED',
      transactionId,
      raw: {
        status: 'completed',
        serverCorrelationId: payment.providerReference,
        notificationMethod: 'callback',
        objectReference: transactionId,
      },
    });
  });

  it('answers FAILED when the payer refuses', async () => {
    const { payment } = await startPayment();
    fake.fail(payment.providerReference);

    expect(await mvola.status(payment)).toMatchObject({ status: 'FAILED', transactionId: undefined });
  });

  it('sends a description MVola accepts, in French to English speakers', async () => {
    const { started } = await startPayment({
      description: 'Hôtel Colbert, 2 nuits & petit-déjeuner — chambre supérieure vue jardin',
      language: 'en',
      phone: '+261 38 12 345 67',
    });

    const sent = fake.transaction(started.providerReference);
    expect(sent.body.descriptionText).toBe('Hotel Colbert 2 nuits petit-dejeuner chambre super');
    expect(sent.body.debitParty).toEqual([{ key: 'msisdn', value: '0381234567' }]);
    expect(sent.headers.userlanguage).toBe('FR');
  });

  it('refuses to start without the payer’s MVola number, before calling MVola', async () => {
    for (const phone of [undefined, '', '0321234567', '0331234567']) {
      await providerErrorOf(mvola.start(paymentRequest({ phone })), secrets());
    }
    expect(fake.tokenRequests).toBe(0);
  });
});

describe('mvolaNumber', () => {
  it.each([
    ['0341234567', '0341234567'],
    ['+261 34 12 345 67', '0341234567'],
    ['+261341234567', '0341234567'],
    ['261381234567', '0381234567'],
    ['00261 38 12 345 67', '0381234567'],
    ['034 12 345 67', '0341234567'],
    ['034.12.345.67', '0341234567'],
    ['034-12-345-67', '0341234567'],
    ['(+261) 34 12 345 67', '0341234567'],
  ])('reads %s as %s', (phone, national) => {
    expect(mvolaNumber(phone)).toBe(national);
  });

  it.each([
    ['an Orange number', '0321234567'],
    ['an Airtel number', '0331234567'],
    ['a foreign number', '+33612345678'],
    ['too short', '03412345'],
    ['too long', '+261 34 12 345 678'],
    ['no number', ''],
    ['letters', '034 ABC 45 67'],
  ])('refuses %s', (_, phone) => {
    expect(mvolaNumber(phone)).toBeUndefined();
  });
});

describe('MVola access token', () => {
  it('keeps one token for many calls', async () => {
    const { payment } = await startPayment();
    await mvola.status(payment);
    await startPayment();

    expect(fake.tokenRequests).toBe(1);
  });

  it('takes a new token shortly before the old one expires', async () => {
    await fake.close();
    fake = await startFakeMvola({ tokenLifetimeSeconds: 600 });
    mvola = createMvolaProvider(fake.config);
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = Date.now();
    const { payment } = await startPayment();

    vi.setSystemTime(startedAt + 530_000);
    await mvola.status(payment);
    expect(fake.tokenRequests).toBe(1);

    vi.setSystemTime(startedAt + 545_000);
    await mvola.status(payment);
    expect(fake.tokenRequests).toBe(2);
  });

  it('takes a new token and tries once more when MVola refuses the token', async () => {
    const { payment } = await startPayment();
    fake.revokeTokens();

    expect(await mvola.status(payment)).toMatchObject({ status: 'PENDING' });
    expect(fake.tokenRequests).toBe(2);
  });

  it('tries only once more when MVola keeps refusing the token', async () => {
    const { payment } = await startPayment();
    const refused = { status: 401, json: { fault: { code: 900901, message: 'Invalid Credentials' } } };
    fake.breakNext('/mvola/', refused);
    fake.breakNext('/mvola/', refused);

    const error = await providerErrorOf(mvola.status(payment), secrets());
    expect(error.details.status).toBe(401);
    expect(fake.tokenRequests).toBe(2);
  });

  it('fetches one token for payments that start together', async () => {
    const payments = await Promise.all(Array.from({ length: 10 }, () => startPayment()));

    expect(fake.tokenRequests).toBe(1);
    const sent = payments.map(({ started }) => fake.transaction(started.providerReference).headers);
    expect(new Set(sent.map((headers) => headers['x-correlationid'])).size).toBe(10);
  });

  it('fails on wrong client credentials without telling them', async () => {
    const wrong = createMvolaProvider({ ...fake.config, consumerSecret: 'wrong-secret' }, credentials.fetch);

    const error = await providerErrorOf(wrong.start(paymentRequest()), [...secrets(), 'wrong-secret']);
    expect(error.details.status).toBe(401);
  });
});

describe('the fake MVola', () => {
  const tokenRequest = (scope = 'EXT_INT_MVOLA_SCOPE') =>
    fetch(`${fake.url}/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${fake.config.consumerKey}:${fake.config.consumerSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
    });

  const merchantPay = async (leaveOut: string) => {
    const { access_token } = (await (await tokenRequest()).json()) as { access_token: string };
    const headers = new Headers({
      Authorization: `Bearer ${access_token}`,
      Version: '1.0',
      'X-CorrelationID': randomUUID(),
      UserLanguage: 'FR',
      UserAccountIdentifier: 'msisdn;0343500004',
      partnerName: 'MadaBook',
      'X-Callback-URL': `${inbox.url}/api/payments/callbacks/mvola`,
      'Cache-Control': 'no-cache',
      'Content-Type': 'application/json',
    });
    headers.delete(leaveOut);
    const body: Record<string, unknown> = {
      amount: '1000',
      currency: 'Ar',
      descriptionText: 'MadaBook MB-7KQ2XW',
      requestingOrganisationTransactionReference: 'payment-1',
      requestDate: new Date().toISOString(),
      originalTransactionReference: 'payment-1',
      debitParty: [{ key: 'msisdn', value: '0341234567' }],
      creditParty: [{ key: 'msisdn', value: '0343500004' }],
      metadata: [{ key: 'partnerName', value: 'MadaBook' }],
    };
    delete body[leaveOut];
    const response = await fetch(`${fake.url}/mvola/mm/transactions/type/merchantpay/1.0.0/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it('accepts a complete payment request', async () => {
    expect(await merchantPay('nothing')).toMatchObject({ status: 202, body: { status: 'pending' } });
  });

  it('refuses a token request without the MVola scope', async () => {
    expect((await tokenRequest('other')).status).toBe(400);
  });

  it('refuses a payment request without a bearer token', async () => {
    expect(await merchantPay('Authorization')).toMatchObject({ status: 401 });
  });

  it.each([
    'Version',
    'X-CorrelationID',
    'UserLanguage',
    'UserAccountIdentifier',
    'partnerName',
    'X-Callback-URL',
    'Cache-Control',
    'Content-Type',
  ])('refuses a payment request without the %s header', async (header) => {
    expect(await merchantPay(header)).toMatchObject({
      status: 400,
      body: { errorDescription: 'Missing field', errorParameters: [{ key: 'field', value: header }] },
    });
  });

  it.each([
    'amount',
    'currency',
    'descriptionText',
    'requestDate',
    'requestingOrganisationTransactionReference',
    'debitParty',
    'creditParty',
    'metadata',
  ])('refuses a payment request without %s in the body', async (field) => {
    expect(await merchantPay(field)).toMatchObject({
      status: 400,
      body: { errorParameters: [{ key: 'field', value: field }] },
    });
  });
});

describe('MVola callbacks', () => {
  it('reads MVola’s callback; the same callback twice has the same key', async () => {
    const { payment } = await startPayment();
    fake.complete(payment.providerReference);
    await fake.sendCallback(payment.providerReference);
    await fake.sendCallback(payment.providerReference);

    const [first, second] = inbox.received.map((callback) => mvola.parseNotification(callback));
    expect(inbox.received[0]?.method).toBe('PUT');
    expect(first).toEqual({
      providerReference: payment.providerReference,
      claimedStatus: 'SUCCEEDED',
      claimedAmount: payment.amount,
      eventKey: expect.stringContaining(payment.providerReference),
    });
    expect(second).toEqual(first);
  });

  it('ignores what is not an MVola callback, without throwing', async () => {
    const { payment } = await startPayment();
    fake.complete(payment.providerReference);
    await fake.sendCallback(payment.providerReference);
    const genuine = inbox.last();

    for (const callback of [
      { ...genuine, method: 'POST' },
      { ...genuine, body: 'not json' },
      { ...genuine, body: '' },
      { ...genuine, body: 'null' },
      { ...genuine, body: '[]' },
      { ...genuine, body: '{}' },
      { ...genuine, body: JSON.stringify({ status: 'SUCCESS', notif_token: 'x', txnid: 'MP1' }) },
      { ...genuine, body: JSON.stringify({ transactionStatus: 'paid', serverCorrelationId: 'x' }) },
      { ...genuine, body: JSON.stringify({ transactionStatus: 'completed', serverCorrelationId: 42 }) },
    ]) {
      expect(mvola.parseNotification(callback)).toBeUndefined();
    }
  });

  it('believes MVola’s status API, not the callback: a forged "completed" leaves the payment pending', async () => {
    const { payment } = await startPayment();
    await fake.sendCallback(payment.providerReference, {
      transactionStatus: 'completed',
      transactionReference: '1234567890',
    });
    const forged = mvola.parseNotification(inbox.last());

    expect(forged?.claimedStatus).toBe('SUCCEEDED');
    expect(await mvola.verifyNotification(forged ?? expect.fail(), payment)).toMatchObject({
      status: 'PENDING',
    });

    const transactionId = fake.complete(payment.providerReference);
    await fake.sendCallback(payment.providerReference);
    const genuine = mvola.parseNotification(inbox.last());
    expect(genuine?.eventKey).not.toBe(forged?.eventKey);
    expect(await mvola.verifyNotification(genuine ?? expect.fail(), payment)).toMatchObject({
      status: 'SUCCEEDED',
      transactionId,
    });
  });

  it('answers FAILED for a genuine failure callback', async () => {
    const { payment } = await startPayment();
    fake.fail(payment.providerReference);
    await fake.sendCallback(payment.providerReference);
    const notification = mvola.parseNotification(inbox.last());

    expect(notification?.claimedStatus).toBe('FAILED');
    expect(await mvola.verifyNotification(notification ?? expect.fail(), payment)).toMatchObject({
      status: 'FAILED',
    });
  });

  it('refuses to check a callback against another payment', async () => {
    const first = await startPayment();
    const second = await startPayment();
    fake.complete(first.payment.providerReference);
    await fake.sendCallback(first.payment.providerReference);
    const notification = mvola.parseNotification(inbox.last()) ?? expect.fail();

    await providerErrorOf(mvola.verifyNotification(notification, second.payment), secrets());
  });
});

describe('MVola answers lost on the way', () => {
  const lostStart = async (overrides: Partial<ProviderPaymentRequest> = {}) => {
    mvola = createMvolaProvider({ ...fake.config, timeoutMs: 200 }, credentials.fetch);
    const request = paymentRequest({ callbackUrl: `${inbox.url}/callback?payment=lost`, ...overrides });
    fake.delayNext('/mvola/mm/transactions/type/merchantpay/1.0.0/', 600);
    const error = await providerErrorOf(mvola.start(request), secrets());
    expect(error.details.timedOut).toBe(true);
    // MVola took it and asked the payer all the same.
    const transaction = fake.transactionFor(request.paymentId);
    return { request, transaction };
  };

  it('ties a transaction whose start got no answer to our payment by its details: amount, payer, merchant, our reference', async () => {
    const { request, transaction } = await lostStart();
    const transactionId = fake.complete(transaction.serverCorrelationId);
    await fake.sendCallback(transaction.serverCorrelationId);
    const notification = mvola.parseNotification(inbox.last()) ?? expect.fail();
    expect(notification).toMatchObject({ paymentId: 'lost', claimedAmount: request.amount });

    const unstarted = {
      paymentId: request.paymentId,
      amount: request.amount,
      providerReference: null,
      secrets: {},
      phone: '+261341234567',
    };
    expect(await mvola.verifyNotification(notification, unstarted)).toMatchObject({
      status: 'SUCCEEDED',
      transactionId,
      providerReference: transaction.serverCorrelationId,
    });
    // Another amount or another payer: not this payment.
    await providerErrorOf(mvola.verifyNotification(notification, { ...unstarted, amount: 1_000 }), secrets());
    await providerErrorOf(
      mvola.verifyNotification(notification, { ...unstarted, phone: '0381234567' }),
      secrets(),
    );
    await providerErrorOf(
      mvola.verifyNotification(notification, { ...unstarted, paymentId: randomUUID() }),
      secrets(),
    );
  });

  it('adopts nothing while MVola says the lost transaction is not paid', async () => {
    const { request, transaction } = await lostStart();
    await fake.sendCallback(transaction.serverCorrelationId, { transactionStatus: 'completed' });
    const notification = mvola.parseNotification(inbox.last()) ?? expect.fail();
    const state = await mvola.verifyNotification(notification, {
      paymentId: request.paymentId,
      amount: request.amount,
      providerReference: null,
      secrets: {},
      phone: request.phone ?? null,
    });
    expect(state.status).toBe('PENDING');
    expect(state.providerReference).toBeUndefined();
  });
});

describe('MVola failures', () => {
  it('MVola out of reach', async () => {
    await fake.close();

    const error = await providerErrorOf(mvola.start(paymentRequest()), secrets());
    expect(error.message).toBe('MVola could not be reached (POST /token)');
  });

  it('MVola too slow', async () => {
    const impatient = recordingCredentials((input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(300) }),
    );
    mvola = createMvolaProvider(fake.config, impatient.fetch);
    fake.breakNext('/mvola/', 'hang');

    const error = await providerErrorOf(mvola.start(paymentRequest()), [...secrets(), ...impatient.sent]);
    expect(error.message).toBe(
      'MVola did not answer POST /mvola/mm/transactions/type/merchantpay/1.0.0/ in time',
    );
  });

  it('an error answer: its status and body kept for the record', async () => {
    fake.breakNext('/mvola/', { status: 500, text: 'Internal Server Error' });

    const error = await providerErrorOf(mvola.start(paymentRequest()), secrets());
    expect(error.message).toBe('MVola answered 500 to POST /mvola/mm/transactions/type/merchantpay/1.0.0/');
    expect(error.details).toEqual({ status: 500, body: 'Internal Server Error' });
  });

  it('malformed JSON', async () => {
    const { payment } = await startPayment();
    fake.breakNext('/mvola/', { status: 200, text: '{"status": "compl' });

    const error = await providerErrorOf(mvola.status(payment), secrets());
    expect(error.message).toMatch(/^MVola answered GET .* with malformed JSON$/);
  });

  it('an answer of another shape', async () => {
    fake.breakNext('/mvola/', { status: 202, json: { status: 'accepted' } });

    const error = await providerErrorOf(mvola.start(paymentRequest()), secrets());
    expect(error.message).toMatch(/with an unexpected body$/);
  });

  it('a token answer of another shape, without telling the token', async () => {
    fake.breakNext('/token', { status: 200, json: { access_token: 'half-given-token', expires_in: 'soon' } });

    const error = await providerErrorOf(mvola.start(paymentRequest()), [...secrets(), 'half-given-token']);
    expect(error.message).toBe('MVola answered POST /token with an unexpected body');
  });
});
