import { addDays } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  type TestDeparture,
} from '../apps/server/src/modules/bookings/test-flights';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../apps/server/src/test/smtp-inbox';
import type { AppServer, ProcessEnd } from '../e2e/support/app-server';
import { type Answer, answerOf, until } from './support/answers';
import {
  confirmationTemplates,
  halfWrittenBookings,
  inventoryAndRecount,
  oversoldInventory,
} from './support/booking-integrity';
import { bookFlight, bookStay } from './support/booking-requests';
import { deliveredCopies } from './support/delivered-copies';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';
import { remoteApp } from './support/remote-app';
import { type ServerSite, serverSite, startServerOn, withSiteDatabase } from './support/server-site';
import { signUpTraveller, type Traveller } from './support/travellers';

const burstSize = 200;
/**
 * The server is killed once this many bookings of the burst are answered 201: mid-burst, as a
 * confirmation is answered only after its commit and refusals of the sold-out ones come faster.
 */
const killAfterCreated = 15;
/** Requests still unanswered when the server is killed, at the least. */
const keepInFlight = 20;
const travellerCount = 10;
/** The first night of the stays booked, days from today: 5 rooms over a week, far fewer than asked for. */
const firstNight = 30;
const serverEnvironment = {
  // A crashed worker's mail is taken again after 2 s rather than a minute: the test waits for it.
  MAIL_LEASE_MS: '2000',
  // As in production: flight offers signed before the crash hold after it (without it, only in the process that signed them).
  BETTER_AUTH_SECRET: 'a-secret-that-outlives-the-crash-0123456789',
};

interface BurstRequest {
  key: string;
  send: () => Promise<Response>;
}

const confirmationRows = (db: Database) =>
  db
    .select()
    .from(schema.mailMessage)
    .where(inArray(schema.mailMessage.template, Object.values(confirmationTemplates)));

const referenceOf = (answer: Answer) => (answer.body as { reference: string }).reference;
const idOf = (answer: Answer) => (answer.body as { id: string }).id;

// The embedded database passes it too (add 'PGlite'), but it costs 40 s of the suite's three minutes.
describe.each(['PostgreSQL'] as const)(`SIGKILL during a burst of ${burstSize} bookings on %s`, (engine) => {
  let postgres: PrivatePostgres | undefined;
  let site: ServerSite;
  let inbox: SmtpInbox;
  let server: AppServer;
  let travellers: Traveller[];
  let hotel: Awaited<ReturnType<typeof insertHotel>>;
  let departure: TestDeparture;
  let offerId: string;

  const start = async () => {
    server = await startServerOn(site, { SMTP_URL: inbox.url, ...serverEnvironment });
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    if (engine === 'PostgreSQL') postgres = await startPrivatePostgres();
    site = await serverSite(await postgres?.createDatabase('madabook'));
    await withSiteDatabase(site, async ({ db }) => {
      hotel = await insertHotel(db, { rooms: [{ quantity: 3 }, { quantity: 2, name: 'Suite' }] });
      await insertFlightNetwork(db);
      departure = await insertDeparture(db, {
        from: 'TNR',
        to: 'NOS',
        daysFromNow: firstNight,
        economySeats: 30,
      });
    });
    await start();
    const app = remoteApp(site.url);
    travellers = await Promise.all(Array.from({ length: travellerCount }, () => signUpTraveller(app)));
    [offerId] = (await findOffers(app, { outbound: [departure] }, { adults: 1 })) as [string];
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.stop();
    await postgres?.destroy();
    site?.remove();
  });

  /** Half stays (1 to 3 nights in the week, either room type), half seats on the one flight, from ten travellers. */
  const burstRequests = (): BurstRequest[] =>
    Array.from({ length: burstSize }, (_, index) => {
      const traveller = travellers[index % travellerCount] as Traveller;
      const key = `burst-request-${index}`;
      const send =
        index % 2 === 0
          ? () =>
              bookStay(
                site.url,
                traveller,
                {
                  hotelId: hotel.id,
                  roomId: hotel.rooms[(index >> 1) % 2]?.id as string,
                  ...stay(firstNight + (index % 5), 1 + (index % 3)),
                },
                key,
              )
          : () => bookFlight(site.url, traveller, { offerId, departureDate: departure.departureDate }, key);
      return { key, send };
    });

  const stock = () => ({
    roomIds: hotel.rooms.map((room) => room.id),
    from: stay(firstNight, 0).checkIn,
    to: addDays(stay(firstNight, 0).checkIn, 8),
    instanceIds: [departure.instanceId],
  });

  /** What must hold of the database whenever the server is down: nothing half-written, oversold or drifted. */
  async function expectWholeAndBalanced(db: Database) {
    expect(await halfWrittenBookings(db)).toEqual([]);
    expect(await oversoldInventory(db)).toEqual([]);
    const { inventory, recount } = await inventoryAndRecount(db, stock());
    expect(inventory).toEqual(recount);
    expect(Object.keys(inventory.nights).length).toBeGreaterThan(0);
  }

  it('keeps every booking it answered 201, whole and with its mail, oversells nothing, and mails the rest after a restart', async () => {
    const requests = burstRequests();
    let createdSoFar = 0;
    let answeredSoFar = 0;
    let killed: Promise<ProcessEnd> | undefined;
    const answers = await Promise.all(
      requests.map(({ key, send }) =>
        answerOf(key, send).then((answer) => {
          answeredSoFar += 1;
          if (answer.status === 201) createdSoFar += 1;
          // Refusals (sold out) come back faster than bookings: the crash waits for some bookings, but
          // never so long that nothing is left in flight to cut.
          const lastInFlight = burstSize - answeredSoFar <= keepInFlight;
          if (createdSoFar > 0 && (createdSoFar >= killAfterCreated || lastInFlight))
            killed ??= server.kill('SIGKILL');
          return answer;
        }),
      ),
    );
    expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
    const created = answers.filter((answer) => answer.status === 201);
    const cut = answers.filter((answer) => answer.failure);
    expect(created.length).toBeGreaterThan(0);
    expect(cut.length).toBeGreaterThan(0);
    expect(
      answers.filter((answer) => !answer.failure && answer.status !== 201 && answer.status !== 409),
    ).toEqual([]);

    // Right after the crash: every booking answered 201 is there, whole; whatever else committed is whole too.
    const atCrash = await withSiteDatabase(site, async ({ db }) => {
      await expectWholeAndBalanced(db);
      return {
        bookings: await db.select().from(schema.booking),
        unsent: (await confirmationRows(db)).filter((row) => row.status !== 'sent'),
      };
    });
    const idsAtCrash = new Set(atCrash.bookings.map((booking) => booking.id));
    for (const answer of created) expect(idsAtCrash.has(idOf(answer)), answer.what).toBe(true);
    expect(atCrash.unsent.length).toBeGreaterThan(0);

    // Started again on the same database; each client whose request was cut sends it again, same key.
    await start();
    const retried = await Promise.all(
      cut.map((answer) => {
        const request = requests.find((candidate) => candidate.key === answer.what) as BurstRequest;
        return answerOf(request.key, request.send);
      }),
    );
    expect(retried.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    const confirmedReferences = new Set([
      ...atCrash.bookings
        .filter((booking) => booking.status === 'CONFIRMED')
        .map((booking) => booking.reference),
      ...retried.filter((answer) => answer.status === 201).map(referenceOf),
    ]);
    const mailedReferences = () =>
      [...confirmedReferences].filter((reference) =>
        inbox.received.some((mail) => mail.subject.includes(reference)),
      ).length;
    await until(
      'every confirmation delivered',
      () => mailedReferences() === confirmedReferences.size,
      30_000,
    );
    await server.kill('SIGTERM');

    await withSiteDatabase(site, async ({ db }) => {
      await expectWholeAndBalanced(db);
      const bookings = await db.select().from(schema.booking);
      const byKey = new Map(bookings.map((booking) => [booking.idempotencyKey, booking]));
      // One booking per request at most, and a retry of a request that had committed answers that booking.
      expect(byKey.size).toBe(bookings.length);
      for (const answer of [...created, ...retried.filter((each) => each.status === 201)]) {
        expect(byKey.get(answer.what)?.id, answer.what).toBe(idOf(answer));
      }
      const rows = await confirmationRows(db);
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      const copies = (id: string) => deliveredCopies(inbox, id);
      // Those unsent at the crash included, at least once; twice only for the one mail the killed worker had handed to SMTP but not yet marked sent.
      expect(rows.filter((row) => copies(row.id) === 0)).toEqual([]);
      expect(rows.filter((row) => copies(row.id) > 1).length).toBeLessThanOrEqual(1);
      const bookedOnRetry = retried.filter((answer) => answer.status === 201);
      const replays = bookedOnRetry.filter((answer) => idsAtCrash.has(idOf(answer)));
      console.info(
        `${engine}: SIGKILL once ${Math.min(killAfterCreated, created.length)} of ${burstSize} requests were answered 201 (${created.length} answered 201 in all, ${cut.length} cut); ` +
          `${idsAtCrash.size} bookings in the database at the crash, ${atCrash.unsent.length} of their confirmations unsent; ` +
          `on retry ${bookedOnRetry.length} answered 201 (${replays.length} of them the booking committed before the crash); ` +
          `${bookings.length} bookings, ${rows.length} confirmations delivered`,
      );
    });
  });
});
