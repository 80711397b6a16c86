import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import type { AppServer } from '../e2e/support/app-server';
import { type Answer, answerOf, startTraffic, until } from './support/answers';
import { bookStay } from './support/booking-requests';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';
import { remoteApp } from './support/remote-app';
import { openSiteDatabase, type ServerSite, serverSite, startServerOn } from './support/server-site';
import { signUpTraveller, type Traveller } from './support/travellers';

const outageMs = 10_000;
/** A request during the outage must be answered within this: refused at once, not left hanging. */
const failFastMs = 2_000;

const unavailable = { code: 'SERVICE_UNAVAILABLE', message: 'The service is not available right now' };

/**
 * The built server on PostgreSQL (a private cluster the test may stop), under steady traffic,
 * while PostgreSQL is stopped for 10 seconds and started again: the server is never restarted.
 */
describe('PostgreSQL stopped for 10 seconds under traffic', () => {
  let postgres: PrivatePostgres;
  let site: ServerSite;
  let database: DatabaseHandle;
  let server: AppServer;
  let traveller: Traveller;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    site = await serverSite(await postgres.createDatabase('madabook'));
    database = await openSiteDatabase(site);
    hotel = await insertHotel(database.db, { rooms: [{ quantity: 200 }] });
    server = await startServerOn(site);
    traveller = await signUpTraveller(remoteApp(site.url));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await postgres?.destroy();
    site?.remove();
  });

  const remoteRequest = (path: string, init?: RequestInit) => remoteApp(site.url).app.request(path, init);
  let night = 0;
  /** A different stay each time, so that the rooms never run out. */
  const book = () => {
    night = (night % 60) + 1;
    return bookStay(site.url, traveller, {
      hotelId: hotel.id,
      roomId: hotel.rooms[0]?.id as string,
      ...stay(night, 1),
    });
  };
  const { checkIn, checkOut } = stay(20, 2);
  const visitors = () => [
    {
      what: 'search',
      send: () =>
        remoteRequest(`/api/search/hotels?city=Antananarivo&checkIn=${checkIn}&checkOut=${checkOut}`),
    },
    {
      what: 'hotel page',
      send: () =>
        remoteRequest(`/api/hotels/${hotel.id}/availability?checkIn=${checkIn}&checkOut=${checkOut}`),
    },
    { what: 'my trips', send: () => remoteRequest('/api/bookings/mine', { headers: traveller.headers }) },
    { what: 'session', send: () => remoteRequest('/api/auth/get-session', { headers: traveller.headers }) },
    { what: 'booking', send: book },
  ];
  const ready = () => answerOf('ready', () => remoteRequest('/api/ready'));

  it('answers 503 SERVICE_UNAVAILABLE at once while it is down (a session it knows from memory), then serves again by itself', async () => {
    const traffic = startTraffic(visitors(), 50);
    await sleep(1_500);

    await postgres.stop();
    const downAt = Date.now();
    const readiness: Answer[] = [];
    while (Date.now() - downAt < outageMs) {
      readiness.push(await ready());
      await sleep(1_000);
    }
    const startingAt = Date.now();
    await postgres.start();
    const upAt = Date.now();
    const recoveryMs = await until(
      'ready again',
      async () => (await ready()).status === 200,
      15_000,
      50,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the server's last words:\n${server.output().slice(-4_000)}`);
    });
    await sleep(1_500);
    const answers = await traffic.stop();

    const before = answers.filter((answer) => answer.sentAt + answer.ms < downAt - 200);
    const during = answers.filter(
      (answer) => answer.sentAt > downAt && answer.sentAt + answer.ms < startingAt,
    );
    const after = answers.filter((answer) => answer.sentAt > upAt + recoveryMs);
    const summary = (list: Answer[]) =>
      list.map((answer) => `${answer.what} ${answer.status ?? answer.failure}`);

    expect(new Set(before.map((answer) => answer.status)), summary(before).join('\n')).toEqual(
      new Set([200, 201]),
    );
    expect(readiness.map((answer) => [answer.status, answer.body])).toEqual(
      readiness.map(() => [503, { status: 'unavailable', database: 'down' }]),
    );
    // Every visitor kept getting answers: quick refusals with the API's error shape, never a 500; a
    // session read before the outage is still known from the server's memory (SESSION_CACHE_SECONDS),
    // so reading it needs no database and answers as before.
    expect(during.length).toBeGreaterThan(50);
    for (const what of visitors().map((visitor) => visitor.what)) {
      expect(during.filter((answer) => answer.what === what).length, what).toBeGreaterThan(5);
    }
    for (const answer of during) {
      if (answer.what === 'session') {
        const body = answer.body as { user?: { email?: string } } | undefined;
        expect([answer.what, answer.status, body?.user?.email]).toEqual(['session', 200, traveller.email]);
      } else {
        expect([answer.what, answer.status, answer.body]).toEqual([answer.what, 503, unavailable]);
      }
      expect(answer.ms, `${answer.what} answered in ${answer.ms} ms`).toBeLessThan(failFastMs);
    }
    expect(
      answers.filter((answer) => answer.failure || ((answer.status ?? 0) >= 500 && answer.status !== 503)),
    ).toEqual([]);

    // Back by itself, the same process: no restart.
    expect(recoveryMs).toBeLessThan(5_000);
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(after.length).toBeGreaterThan(10);
    expect(new Set(after.map((answer) => answer.status))).toEqual(new Set([200, 201]));
    console.info(
      `PostgreSQL down ${outageMs} ms: ${during.length} requests answered (503, sessions from memory) in at most ${Math.max(...during.map((answer) => answer.ms))} ms; ready again ${recoveryMs} ms after its start; ${answers.length} requests in all`,
    );
  });
});
