import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { openDatabase } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { stay } from '../test/catalog-fixtures';
import { readJson } from '../test/json';
import { createTestApp, type TestApp } from '../test/test-app';

/** A TCP server that takes connections and never says a word, as a PostgreSQL host behind a dead link. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on: connections to it are refused at once, as to a stopped PostgreSQL. */
async function closedPort() {
  const silent = await startSilentServer();
  await silent.close();
  return silent.port;
}

/** The app on a PostgreSQL that does not answer, timing each request. */
async function appWithoutDatabase(port: number, connectTimeoutMs: number) {
  const database = await openDatabase({
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/madabook`,
    connectTimeoutMs,
  });
  return createTestApp({ database });
}

const { checkIn, checkOut } = stay(30, 2);
const bearer = { authorization: 'Bearer some-session-token' };
const requests: Array<[string, string, RequestInit]> = [
  ['a search', `/api/search/hotels?city=Antananarivo&checkIn=${checkIn}&checkOut=${checkOut}`, {}],
  // It asks whether the hotel is public first: a failed read is no 404.
  [
    'a hotel’s availability',
    `/api/hotels/${newId()}/availability?checkIn=${checkIn}&checkOut=${checkOut}`,
    {},
  ],
  ['a signed-in route (session lookup)', '/api/bookings/mine', { headers: bearer }],
  ['better-auth without a transaction', '/api/auth/get-session', { headers: bearer }],
  [
    'better-auth in a transaction',
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'soa@example.mg', password: 'correct-horse-42' }),
    },
  ],
];

async function expectUnavailable(testApp: TestApp, path: string, init: RequestInit, withinMs: number) {
  const started = Date.now();
  const response = await testApp.app.request(path, init);
  expect(Date.now() - started).toBeLessThan(withinMs);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await readJson(response)).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is not available right now',
  });
}

describe('a PostgreSQL that does not answer', () => {
  describe('stopped: connections refused', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await appWithoutDatabase(await closedPort(), 5_000);
    });
    afterAll(() => testApp.close());

    it('makes the app not ready', async () => {
      const response = await testApp.app.request('/api/ready');
      expect(response.status).toBe(503);
      expect(await readJson(response)).toEqual({ status: 'unavailable', database: 'down' });
    });

    it.each(requests)('answers %s with 503 SERVICE_UNAVAILABLE at once', async (_what, path, init) => {
      await expectUnavailable(testApp, path, init, 1_000);
    });
  });

  describe('out of reach: connections never answered', () => {
    let silent: Awaited<ReturnType<typeof startSilentServer>>;
    let testApp: TestApp;
    beforeAll(async () => {
      silent = await startSilentServer();
      testApp = await appWithoutDatabase(silent.port, 300);
    });
    afterAll(async () => {
      await testApp.close();
      await silent.close();
    });

    it.each(requests)('answers %s with 503 once the connect timeout is over', async (_what, path, init) => {
      // better-auth's failures are checked with one more try of the database: two timeouts at most.
      await expectUnavailable(testApp, path, init, 2_000);
    });
  });
});
