import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../test/actors';
import { createHotel } from '../test/catalog-requests';
import { startServedTestApp } from '../test/served-app';
import { defaultBodyLimitBytes, drainLimitBytes } from './body-limit';

const megabyte = 1024 * 1024;
const repeats = 40;

/**
 * Over a real socket with Node's fetch (undici), which fails with UND_ERR_SOCKET or EPIPE when a
 * server answers and closes before reading the body: every route must let it read its answer.
 */
describe('request bodies and their limit', () => {
  let served: Awaited<ReturnType<typeof startServedTestApp>>;
  let admin: TestActor;
  beforeAll(async () => {
    // Provider notifications from this address are refused from the first: a 429 on every request.
    served = await startServedTestApp({
      paymentCallbackLimiter: { consume: async () => ({ allowed: false, retryAfterSeconds: 60 }) },
    });
    admin = await createActor(served.testApp.services, ['ADMIN', 'USER']);
  });
  afterAll(() => served.close());

  const send = (method: string, path: string, body: string | ReadableStream<Uint8Array>) =>
    fetch(`${served.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: served.url },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });

  /** `repeats` requests, a few at a time: each answer's status and code, or the error that stopped it. */
  async function outcomes(request: () => Promise<Response>, times = repeats) {
    const seen: string[] = [];
    for (let round = 0; round < times / 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          try {
            const response = await request();
            const body = (await response.json()) as { code?: string };
            return `${response.status} ${body.code}`;
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            return `failed: ${cause?.code ?? (error as Error).message}`;
          }
        }),
      );
      seen.push(...answers);
    }
    return seen;
  }

  const oneMegabyte = JSON.stringify({ email: 'x@example.mg', note: 'x'.repeat(megabyte) });

  it.each([
    ['POST', '/api/payments/callbacks/orange-money'],
    ['PUT', '/api/payments/callbacks/mvola'],
    ['POST', '/api/beta-access'],
    ['POST', '/api/contacts'],
    ['POST', '/api/admin/users'],
    ['POST', '/api/bookings'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/no-such-route'],
  ])('%s %s answers 413 PAYLOAD_TOO_LARGE to 1 MB, every time', async (method, path) => {
    const seen = await outcomes(() => send(method, path, oneMegabyte));
    expect(new Set(seen)).toEqual(new Set(['413 PAYLOAD_TOO_LARGE']));
  });

  it('answers 413 to a body sent in chunks without a length', async () => {
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < megabyte; sent += 64 * 1024)
            controller.enqueue(new Uint8Array(64 * 1024));
          controller.close();
        },
      });
    const seen = await outcomes(() => send('POST', '/api/beta-access', chunked()));
    expect(new Set(seen)).toEqual(new Set(['413 PAYLOAD_TOO_LARGE']));
  });

  it.each([
    ['a guard', '/api/admin/users', '401 UNAUTHORIZED'],
    ['a rate limit', '/api/payments/callbacks/orange-money', '429 TOO_MANY_REQUESTS'],
  ])('reads a body within the limit before %s refuses it', async (_, path, answer) => {
    const body = JSON.stringify({ note: 'x'.repeat(defaultBodyLimitBytes - 100) });
    const seen = await outcomes(() => send('POST', path, body));
    expect(new Set(seen)).toEqual(new Set([answer]));
  });

  it('answers a body declared past what it drains at once, closing the connection', async () => {
    const socket = connect(Number(new URL(served.url).port), '127.0.0.1');
    await once(socket, 'connect');
    const declared = defaultBodyLimitBytes + drainLimitBytes + 1;
    socket.write(
      `POST /api/beta-access HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n{`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('lets the photo upload routes take their larger bodies', async () => {
    const hotel = await createHotel(served.testApp, admin);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(megabyte)], 'beach.jpg', { type: 'image/jpeg' }));
    const response = await fetch(`${served.url}/api/hotels/${hotel.id}/photos`, {
      method: 'POST',
      headers: { authorization: admin.headers.authorization as string },
      body: form,
    });
    // Read to its end, and found not to be an image.
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it("reads an upload route's large body only for a caller who may change that gallery, and drains it for the others", async () => {
    const hotel = await createHotel(served.testApp, admin);
    const stranger = await createActor(served.testApp.services);
    const form = () => {
      const body = new FormData();
      body.append('file', new File([new Uint8Array(8 * megabyte)], 'big.jpg', { type: 'image/jpeg' }));
      return body;
    };
    const upload = (path: string, caller?: TestActor) => async () =>
      fetch(`${served.url}${path}`, {
        method: 'POST',
        headers: caller ? { authorization: caller.headers.authorization as string } : {},
        body: form(),
      });
    // Nobody, and an account that is no member of the hotel: refused, the 8 MB read and dropped.
    const anonymous = await outcomes(upload(`/api/hotels/${hotel.id}/photos`), 8);
    expect(new Set(anonymous)).toEqual(new Set(['401 UNAUTHORIZED']));
    const notMember = await outcomes(upload(`/api/partner/hotels/${hotel.id}/photos`, stranger), 8);
    expect(new Set(notMember)).toEqual(new Set(['404 NOT_FOUND']));
  }, 90_000);
});
