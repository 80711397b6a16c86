import { schema } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import { type FakeProviders, startFakeProviders } from '../apps/server/src/test/fake-providers';
import { readJson } from '../apps/server/src/test/json';
import { type SmtpInbox, startSmtpInbox } from '../apps/server/src/test/smtp-inbox';
import type { AppServer } from '../e2e/support/app-server';
import { until } from './support/answers';
import { bookStay, cancelBooking } from './support/booking-requests';
import { deliveredCopies } from './support/delivered-copies';
import { remoteApp } from './support/remote-app';
import { type ServerSite, serverSite, startServerOn, withSiteDatabase } from './support/server-site';
import { signUpTraveller, type Traveller } from './support/travellers';

interface HeldBooking {
  id: string;
  reference: string;
  paymentId: string;
  /** MVola's serverCorrelationId of the payment. */
  transaction: string;
}

/** The mails each case must send, once each, by template. */
const expectedMails = {
  twice: ['booking-confirmed', 'payment-received'],
  afterCancellation: ['booking-cancelled', 'payment-refund-due'],
  duringRestart: ['booking-confirmed', 'payment-received'],
} as const;

/**
 * The built server on the embedded database with MVola (a fake on 127.0.0.1 that calls back over
 * HTTP as MVola does), mailing a real SMTP server: a stay paid in full online is held until
 * MVola's callback, which comes twice, late, or while the server is down.
 */
describe('a payment callback twice, late, or during a restart', () => {
  let providers: FakeProviders;
  let inbox: SmtpInbox;
  let site: ServerSite;
  let server: AppServer;
  let traveller: Traveller;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;
  const held: Partial<Record<keyof typeof expectedMails, HeldBooking>> = {};

  const start = async () => {
    server = await startServerOn(site, { ...providers.env, SMTP_URL: inbox.url });
  };

  beforeAll(async () => {
    providers = await startFakeProviders();
    inbox = await startSmtpInbox();
    site = await serverSite();
    hotel = await withSiteDatabase(site, ({ db }) =>
      insertHotel(db, { prepaymentPercent: 100, rooms: [{ quantity: 5 }] }),
    );
    await start();
    traveller = await signUpTraveller(remoteApp(site.url));
  });
  afterAll(async () => {
    await server?.stop();
    await providers?.close();
    await inbox?.stop();
    site?.remove();
  });

  const mvola = () => providers.mvola;
  const bookingOf = async (booking: HeldBooking) =>
    readJson(await fetch(`${site.url}/api/bookings/${booking.id}`, { headers: traveller.headers }));
  const paymentOf = (booking: { payments: Array<{ id: string; method: string }> }) =>
    booking.payments.find((payment) => payment.method === 'MVOLA');

  /** The mails received about these bookings. */
  const mailsAbout = (bookings: HeldBooking[]) =>
    inbox.received.filter((mail) => bookings.some(({ reference }) => mail.subject.includes(reference)));

  /** A stay booked with MVola: held, its payment pending at MVola. */
  async function holdWithMvola(daysFromNow: number): Promise<HeldBooking> {
    const response = await bookStay(site.url, traveller, {
      hotelId: hotel.id,
      roomId: hotel.rooms[0]?.id as string,
      ...stay(daysFromNow, 2),
      payment: { method: 'MVOLA' },
    });
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    expect(booking).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'PENDING' });
    const paymentId = paymentOf(booking)?.id as string;
    const transaction = mvola().transactionFor(paymentId).serverCorrelationId;
    return { id: booking.id, reference: booking.reference, paymentId, transaction };
  }

  it('confirms once when MVola calls back twice at once, and again late', async () => {
    const booking = await holdWithMvola(20);
    held.twice = booking;
    mvola().complete(booking.transaction);
    const twice = await Promise.all([
      mvola().sendCallback(booking.transaction),
      mvola().sendCallback(booking.transaction),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await bookingOf(booking)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });

    // Long after: the booking paid, its receipt sent.
    await until(
      'the receipt sent',
      () => inbox.received.some((mail) => mail.subject.startsWith('Paiement reçu')),
      10_000,
    );
    expect((await mvola().sendCallback(booking.transaction)).status).toBe(200);
    expect(await bookingOf(booking)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('keeps a booking cancelled when its payment succeeds after the cancellation, and owes the money back once', async () => {
    const booking = await holdWithMvola(22);
    held.afterCancellation = booking;
    const cancelled = await cancelBooking(site.url, traveller, booking.id);
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({ status: 'CANCELLED' });

    mvola().complete(booking.transaction);
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await mvola().sendCallback(booking.transaction)).status).toBe(200);
    }
    const after = await bookingOf(booking);
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_DUE' });
    expect(paymentOf(after)).toMatchObject({ status: 'SUCCEEDED', refund: { status: 'DUE' } });
  });

  it('settles a payment MVola confirmed while the server was down, once MVola calls again', async () => {
    // The earlier cases' mails delivered first: no mail is on its way to SMTP when the server dies.
    await until('the earlier mails delivered', () => mailsAbout(Object.values(held)).length === 4, 15_000);
    const booking = await holdWithMvola(24);
    held.duringRestart = booking;
    await server.kill('SIGKILL');
    mvola().complete(booking.transaction);
    await expect(mvola().sendCallback(booking.transaction)).rejects.toThrow();

    await start();
    // MVola tries again, and once more, as a provider that got no answer does.
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await mvola().sendCallback(booking.transaction)).status).toBe(200);
    }
    expect(await bookingOf(booking)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('changed each booking once: one payment paid, one status change applied, each mail sent once', async () => {
    const cases = Object.entries(held) as Array<[keyof typeof expectedMails, HeldBooking]>;
    expect(cases).toHaveLength(3);
    const bookings = cases.map(([, booking]) => booking);
    await until('every mail delivered', () => mailsAbout(bookings).length === 6, 15_000);
    await server.kill('SIGTERM');

    const { payments, events, mails } = await withSiteDatabase(site, async ({ db }) => ({
      payments: await db.select().from(schema.payment),
      events: await db.select().from(schema.paymentEvent),
      mails: await db.select().from(schema.mailMessage),
    }));
    for (const [name, booking] of cases) {
      const sent = mails.filter((mail) => mail.subject.includes(booking.reference));
      expect(
        {
          payments: payments
            .filter((payment) => payment.bookingId === booking.id && payment.method === 'MVOLA')
            .map((payment) => payment.status),
          applied: events
            .filter((event) => event.paymentId === booking.paymentId && event.kind === 'STATUS')
            .map((event) => event.outcome),
          mails: sent.map((mail) => mail.template).sort(),
          copies: sent.map((mail) => deliveredCopies(inbox, mail.id)),
        },
        name,
      ).toEqual({
        payments: ['SUCCEEDED'],
        applied: ['payment succeeded'],
        mails: [...expectedMails[name]].sort(),
        copies: [1, 1],
      });
    }
    expect(mailsAbout(bookings)).toHaveLength(6);
  });
});
