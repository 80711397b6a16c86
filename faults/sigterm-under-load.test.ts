import { schema } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import { type FakeProviders, startFakeProviders } from '../apps/server/src/test/fake-providers';
import type { AppServer } from '../e2e/support/app-server';
import { answerOf, answerOnNewConnection, until } from './support/answers';
import { bookStay } from './support/booking-requests';
import { remoteApp } from './support/remote-app';
import { type ServerSite, serverSite, startServerOn, withSiteDatabase } from './support/server-site';
import { signUpTraveller, type Traveller } from './support/travellers';

const merchantPayPath = '/mvola/mm/transactions/type/merchantpay/1.0.0/';
/** Bookings paid with MVola, whose payment request MVola answers only after `providerDelayMs`: in flight at the signal. */
const inFlight = 20;
const providerDelayMs = 2_000;

/**
 * The built server on the embedded database, SIGTERMed while requests are in flight: each waits
 * for MVola, which answers late. They must all finish, new visitors must be turned away, and the
 * process must end with 0.
 */
describe('SIGTERM under load', () => {
  let providers: FakeProviders;
  let site: ServerSite;
  let server: AppServer;
  let traveller: Traveller;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;

  beforeAll(async () => {
    providers = await startFakeProviders();
    site = await serverSite();
    hotel = await withSiteDatabase(site, ({ db }) =>
      insertHotel(db, { prepaymentPercent: 100, rooms: [{ quantity: inFlight }] }),
    );
    // At info, the server logs when it takes the signal: new visitors come after that.
    server = await startServerOn(site, { ...providers.env, LOG_LEVEL: 'info' });
    traveller = await signUpTraveller(remoteApp(site.url));
  });
  afterAll(async () => {
    await server?.stop();
    await providers?.close();
    site?.remove();
  });

  it('lets the requests in flight finish, refuses new ones and exits with 0', async () => {
    for (let index = 0; index < inFlight; index++)
      providers.mvola.delayNext(merchantPayPath, providerDelayMs);
    const booked = Array.from({ length: inFlight }, (_, index) =>
      answerOf('booking', () =>
        bookStay(site.url, traveller, {
          hotelId: hotel.id,
          roomId: hotel.rooms[0]?.id as string,
          ...stay(10 + index, 2),
          payment: { method: 'MVOLA' },
        }),
      ),
    );
    await until('every booking waiting on MVola', () => providers.mvola.paymentRequests === inFlight, 20_000);

    const signalledAt = Date.now();
    const ended = server.kill('SIGTERM');
    await until(
      'the server says it is shutting down',
      () => server.output().includes('shutting down'),
      5_000,
      10,
    );
    const turnedAway = await Promise.all(
      ['/api/health', '/api/ready', '/'].map((path) => answerOnNewConnection(path, `${site.url}${path}`)),
    );
    const answers = await Promise.all(booked);
    const end = await ended;
    const exitedAfterMs = Date.now() - signalledAt;

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    for (const answer of answers) expect(answer.body).toMatchObject({ status: 'PENDING_PAYMENT' });
    for (const answer of turnedAway) {
      expect(answer.failure === 'ECONNREFUSED' || answer.status === 503, JSON.stringify(answer)).toBe(true);
    }
    expect(end).toEqual({ code: 0, signal: null });
    // Well before SHUTDOWN_TIMEOUT_MS (10 s) would have cut them off.
    expect(exitedAfterMs).toBeLessThan(providerDelayMs + 5_000);

    // Each booking finished whole: its MVola payment carries MVola's reference, recorded after MVola answered.
    const written = await withSiteDatabase(site, async ({ db }) => ({
      bookings: await db.select().from(schema.booking),
      payments: (await db.select().from(schema.payment)).filter((payment) => payment.method === 'MVOLA'),
    }));
    const references = answers.map((answer) => (answer.body as { reference: string }).reference);
    expect(written.bookings.map((booking) => booking.reference).sort()).toEqual([...references].sort());
    expect(written.payments).toHaveLength(inFlight);
    for (const payment of written.payments) {
      expect(payment).toMatchObject({ status: 'PENDING', providerReference: expect.any(String) });
    }
    console.info(
      `SIGTERM with ${inFlight} bookings in flight (MVola answering after ${providerDelayMs} ms): all 201, ${turnedAway.length} new connections refused once it logged the signal, exit 0 after ${exitedAfterMs} ms`,
    );
  });
});
