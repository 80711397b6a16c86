import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CallbackInbox, startCallbackInbox } from '../../../test/callback-inbox';
import { type FakeOrangeMoney, startFakeOrangeMoney } from '../../../test/fake-orange-money';
import { providerErrorOf, recordingCredentials } from '../../../test/provider-secrets';
import { createOrangeMoneyProvider } from './orange-money';
import type { PaymentProvider, ProviderPaymentRequest, StartedPayment } from './payment-provider';

let fake: FakeOrangeMoney;
let inbox: CallbackInbox;
let credentials: ReturnType<typeof recordingCredentials>;
let orange: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeOrangeMoney();
  inbox = await startCallbackInbox();
  credentials = recordingCredentials();
  orange = createOrangeMoneyProvider(fake.config, credentials.fetch);
});

afterEach(async () => {
  await Promise.all([fake.close(), inbox.close()]);
});

const paymentRequest = (overrides: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest => {
  const paymentId = overrides.paymentId ?? randomUUID();
  return {
    paymentId,
    amount: 240_000,
    description: 'MadaBook MB-7KQ2XW',
    language: 'fr',
    callbackUrl: `${inbox.url}/api/payments/callbacks/orange-money?payment=${paymentId}`,
    returnUrl: `http://madabook.test/account/trips?payment=${paymentId}`,
    cancelUrl: `http://madabook.test/account/trips?payment=${paymentId}&cancelled=1`,
    ...overrides,
  };
};

async function startPayment(overrides: Partial<ProviderPaymentRequest> = {}) {
  const request = paymentRequest(overrides);
  const started = await orange.start(request);
  const payment: StartedPayment = {
    paymentId: request.paymentId,
    amount: request.amount,
    providerReference: started.providerReference,
    secrets: started.secrets ?? {},
  };
  return { request, started, payment };
}

/** Everything an error must not tell: the client credentials, the merchant key, every token sent. */
const secrets = () => [
  fake.config.clientId,
  fake.config.clientSecret,
  fake.config.merchantKey,
  ...credentials.sent,
];

describe('Orange Money payments', () => {
  it('starts a web payment: Orange’s page to open, its pay_token as reference, the notif_token kept secret', async () => {
    const { request, started } = await startPayment({ language: 'en' });

    const sent = fake.transaction(started.providerReference);
    expect(sent.body).toEqual({
      merchant_key: fake.config.merchantKey,
      currency: 'MGA',
      order_id: request.paymentId,
      amount: 240_000,
      return_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      notif_url: request.callbackUrl,
      lang: 'en',
      reference: 'MadaBook',
    });
    expect(started).toEqual({
      providerReference: sent.payToken,
      redirectUrl: `${fake.url}/payment/pay_token/${sent.payToken}`,
      secrets: { notifToken: sent.notifToken },
      raw: { status: 201, message: 'OK', pay_token: sent.payToken, payment_url: started.redirectUrl },
    });
  });

  it('answers PENDING until the traveller pays, then SUCCEEDED with Orange’s transaction id', async () => {
    const { payment } = await startPayment();
    expect(await orange.status(payment)).toMatchObject({ status: 'PENDING', transactionId: undefined });

    const txnid = fake.complete(payment.providerReference);
    expect(await orange.status(payment)).toEqual({
      status: 'SUCCEEDED',
      transactionId: txnid,
      raw: { status: 'SUCCESS', order_id: payment.paymentId, txnid },
    });
  });

  it('answers FAILED when the payment fails', async () => {
    const { payment } = await startPayment();
    fake.fail(payment.providerReference);

    expect(await orange.status(payment)).toMatchObject({ status: 'FAILED', transactionId: undefined });
  });

  it('the traveller pays on Orange’s page, Orange notifies us and sends the browser back', async () => {
    const { request, started, payment } = await startPayment();
    const page = await fetch(started.redirectUrl ?? expect.fail());
    expect(await page.text()).toContain('<form method="post">');
    expect(await orange.status(payment)).toMatchObject({ status: 'PENDING', raw: { status: 'PENDING' } });

    const back = await fetch(started.redirectUrl ?? expect.fail(), {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });

    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(request.returnUrl);
    const notification = orange.parseNotification(inbox.last()) ?? expect.fail();
    expect(await orange.verifyNotification(notification, payment)).toMatchObject({
      status: 'SUCCEEDED',
      transactionId: fake.transaction(payment.providerReference).txnid,
    });
  });

  it('the traveller cancels on Orange’s page and comes back to the cancel URL', async () => {
    const { request, started, payment } = await startPayment();

    const back = await fetch(started.redirectUrl ?? expect.fail(), {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });

    expect(back.headers.get('location')).toBe(request.cancelUrl);
    const notification = orange.parseNotification(inbox.last()) ?? expect.fail();
    expect(notification.claimedStatus).toBe('FAILED');
    expect(await orange.verifyNotification(notification, payment)).toMatchObject({ status: 'FAILED' });
  });

  it('asks the status of the very order and amount started, as Orange checks them', async () => {
    const { payment } = await startPayment();

    const error = await providerErrorOf(orange.status({ ...payment, amount: 1_000 }), secrets());
    expect(error.details.status).toBe(400);
  });

  it('cannot start the same order twice, as Orange refuses a used order_id', async () => {
    const { request } = await startPayment();

    const error = await providerErrorOf(orange.start(request), secrets());
    expect(error.details.status).toBe(400);
  });
});

describe('Orange Money sandbox', () => {
  it('reaches the API under the configured path, as the sandbox has its own', async () => {
    const sandbox = await startFakeOrangeMoney({ path: '/orange-money-webpay/dev/v1' });
    try {
      const inSandbox = createOrangeMoneyProvider(sandbox.config);
      const request = paymentRequest();
      const started = await inSandbox.start(request);
      expect(sandbox.transaction(started.providerReference).body.order_id).toBe(request.paymentId);

      const production = createOrangeMoneyProvider({ ...sandbox.config, path: '/orange-money-webpay/mg/v1' });
      const error = await providerErrorOf(production.start(paymentRequest()), [sandbox.config.clientSecret]);
      expect(error.details.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('Orange Money access token', () => {
  it('keeps one token for many calls, and payments that start together share one request', async () => {
    const payments = await Promise.all(Array.from({ length: 5 }, () => startPayment()));
    await orange.status(payments[0]?.payment ?? expect.fail());

    expect(fake.tokenRequests).toBe(1);
  });

  it('takes a new token and tries once more when Orange refuses the token', async () => {
    const { payment } = await startPayment();
    fake.revokeTokens();

    expect(await orange.status(payment)).toMatchObject({ status: 'PENDING' });
    expect(fake.tokenRequests).toBe(2);
  });

  it('fails on wrong client credentials without telling them', async () => {
    const wrong = createOrangeMoneyProvider(
      { ...fake.config, clientSecret: 'wrong-secret' },
      credentials.fetch,
    );

    const error = await providerErrorOf(wrong.start(paymentRequest()), [...secrets(), 'wrong-secret']);
    expect(error.details.status).toBe(401);
  });
});

describe('the fake Orange Money', () => {
  const webPayment = (authorization: string, body: Record<string, unknown>) =>
    fetch(`${fake.url}/orange-money-webpay/mg/v1/webpayment`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const validBody = () => ({
    merchant_key: fake.config.merchantKey,
    currency: 'MGA',
    order_id: randomUUID(),
    amount: 1000,
    return_url: 'http://madabook.test/back',
    cancel_url: 'http://madabook.test/cancel',
    notif_url: `${inbox.url}/notify`,
    lang: 'fr',
    reference: 'MadaBook',
  });

  it('refuses a web payment without a valid bearer token', async () => {
    const answer = await webPayment('Bearer made-up', validBody());

    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 41, message: 'Invalid credentials' });
  });

  it.each([
    ['merchant_key', 'not-ours'],
    ['currency', 'EUR'],
    ['order_id', ''],
    ['amount', 10.5],
    ['return_url', 'not a URL'],
    ['cancel_url', 'not a URL'],
    ['notif_url', 'not a URL'],
    ['lang', 'mg'],
  ])('refuses a web payment with no or a wrong %s', async (field, wrong) => {
    await startPayment();
    const authorization = `Bearer ${[...credentials.sent].at(-1)}`;

    for (const value of [undefined, wrong]) {
      const answer = await webPayment(authorization, { ...validBody(), [field]: value });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ description: expect.stringContaining(field) });
    }
  });
});

describe('Orange Money notifications', () => {
  it('reads Orange’s notification, our payment id from its URL; the same notification twice has the same key', async () => {
    const { payment } = await startPayment();
    fake.complete(payment.providerReference);
    await fake.sendNotification(payment.providerReference);
    await fake.sendNotification(payment.providerReference);

    const [first, second] = inbox.received.map((callback) => orange.parseNotification(callback));
    expect(first).toEqual({
      paymentId: payment.paymentId,
      claimedStatus: 'SUCCEEDED',
      token: payment.secrets.notifToken,
      eventKey: expect.stringContaining(payment.paymentId),
    });
    expect(second).toEqual(first);
  });

  it('ignores what is not an Orange Money notification, without throwing', async () => {
    const { payment } = await startPayment();
    fake.complete(payment.providerReference);
    await fake.sendNotification(payment.providerReference);
    const genuine = inbox.last();
    const { url: _, ...withoutUrl } = genuine;

    for (const callback of [
      withoutUrl,
      { ...genuine, url: `${inbox.url}/api/payments/callbacks/orange-money` },
      { ...genuine, url: 'http://[' },
      { ...genuine, method: 'PUT' },
      { ...genuine, body: 'not json' },
      { ...genuine, body: 'null' },
      { ...genuine, body: '{}' },
      { ...genuine, body: JSON.stringify({ status: 'PAID', notif_token: 'x' }) },
      { ...genuine, body: JSON.stringify({ status: 'SUCCESS' }) },
      { ...genuine, body: JSON.stringify({ transactionStatus: 'completed', serverCorrelationId: 'x' }) },
    ]) {
      expect(orange.parseNotification(callback)).toBeUndefined();
    }
  });

  it('refuses a notification whose notif_token is not the payment’s, without telling the token', async () => {
    const { payment } = await startPayment();
    fake.complete(payment.providerReference);
    await fake.sendNotification(payment.providerReference, { notif_token: 'forged-token' });
    const forged = orange.parseNotification(inbox.last()) ?? expect.fail();

    const error = await providerErrorOf(orange.verifyNotification(forged, payment), [
      ...secrets(),
      payment.secrets.notifToken ?? expect.fail(),
    ]);
    expect(error.message).toBe('The Orange Money notification token does not match the payment');
    await providerErrorOf(orange.verifyNotification({ ...forged, token: undefined }, payment), secrets());
    await providerErrorOf(orange.verifyNotification(forged, { ...payment, secrets: {} }), secrets());
  });

  it('believes Orange’s status API, not the notification: a replayed "SUCCESS" leaves the payment pending', async () => {
    const { payment } = await startPayment();
    await fake.sendNotification(payment.providerReference, { status: 'SUCCESS', txnid: 'MP000000000000' });
    const replayed = orange.parseNotification(inbox.last()) ?? expect.fail();

    expect(replayed.claimedStatus).toBe('SUCCEEDED');
    expect(await orange.verifyNotification(replayed, payment)).toMatchObject({ status: 'PENDING' });
  });
});

describe('Orange Money failures', () => {
  it('Orange out of reach', async () => {
    await fake.close();

    const error = await providerErrorOf(orange.start(paymentRequest()), secrets());
    expect(error.message).toBe('Orange Money could not be reached (POST /oauth/v3/token)');
  });

  it('an error answer: its status and body kept for the record', async () => {
    fake.breakNext('/orange-money-webpay/', {
      status: 503,
      json: { code: 5, message: 'Service unavailable' },
    });

    const error = await providerErrorOf(orange.start(paymentRequest()), secrets());
    expect(error.message).toBe('Orange Money answered 503 to POST /orange-money-webpay/mg/v1/webpayment');
    expect(error.details).toEqual({ status: 503, body: '{"code":5,"message":"Service unavailable"}' });
  });

  it('malformed JSON, or another shape, without telling the notif_token', async () => {
    fake.breakNext('/orange-money-webpay/', { status: 201, text: '<html>Bad gateway</html>' });
    const malformed = await providerErrorOf(orange.start(paymentRequest()), secrets());
    expect(malformed.message).toMatch(/with malformed JSON$/);

    fake.breakNext('/orange-money-webpay/', {
      status: 201,
      json: { pay_token: 'v1abc', notif_token: 'half-secret' },
    });
    const otherShape = await providerErrorOf(orange.start(paymentRequest()), [...secrets(), 'half-secret']);
    expect(otherShape.message).toMatch(/with an unexpected body$/);
  });
});
