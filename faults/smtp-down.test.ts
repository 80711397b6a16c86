import { setTimeout as sleep } from 'node:timers/promises';
import { schema } from '@madabook/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequest } from '../apps/server/src/test/auth-helpers';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../apps/server/src/test/smtp-inbox';
import type { AppServer } from '../e2e/support/app-server';
import { until } from './support/answers';
import { bookStay } from './support/booking-requests';
import { deliveredCopies } from './support/delivered-copies';
import { remoteApp } from './support/remote-app';
import { type ServerSite, serverSite, startServerOn, withSiteDatabase } from './support/server-site';
import { signUpTraveller, type Traveller } from './support/travellers';

/**
 * The outage, and the outbox's backoff, at a quarter of a minute: the backoff starts at 1 s and
 * doubles up to 4 s (MAIL_RETRY_*), so the first mails fail three to five times while SMTP is
 * down, as production's 10 s doubling fails a mail three times in a minute.
 */
const outageMs = 15_000;
const mailRetry = { MAIL_RETRY_BASE_DELAY_MS: '1000', MAIL_RETRY_MAX_DELAY_MS: '4000' };
/** How often, during the outage, a new traveller signs up, books a stay and asks for a password reset. */
const everyMs = 2_500;

/**
 * The built server on the embedded database, mailing a real SMTP server that is stopped while
 * travellers sign up (a verification mail), book (a confirmation) and ask for a password reset.
 */
describe('SMTP down while bookings and password resets happen', () => {
  let inbox: SmtpInbox;
  let site: ServerSite;
  let server: AppServer;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    site = await serverSite();
    hotel = await withSiteDatabase(site, ({ db }) => insertHotel(db, { rooms: [{ quantity: 20 }] }));
    server = await startServerOn(site, { SMTP_URL: inbox.url, ...mailRetry });
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.stop();
    site?.remove();
  });

  /** A traveller's three mails: verification, booking confirmation, password reset. */
  async function travellerMails(): Promise<{ traveller: Traveller; reference: string }> {
    const app = remoteApp(site.url);
    const traveller = await signUpTraveller(app);
    const booked = await bookStay(site.url, traveller, {
      hotelId: hotel.id,
      roomId: hotel.rooms[0]?.id as string,
      ...stay(15, 2),
    });
    expect(booked.status).toBe(201);
    const reset = await authRequest(app, '/request-password-reset', {
      body: { email: traveller.email, redirectTo: `${site.url}/reset-password` },
    });
    expect(reset.status).toBe(200);
    return { traveller, reference: ((await booked.json()) as { reference: string }).reference };
  }

  it('delivers every mail exactly once when SMTP is back', async () => {
    await inbox.stop();
    const downAt = Date.now();
    const sent: Array<{ traveller: Traveller; reference: string }> = [];
    while (Date.now() - downAt < outageMs - everyMs) {
      sent.push(await travellerMails());
      await sleep(everyMs);
    }
    await sleep(Math.max(0, downAt + outageMs - Date.now()));
    await inbox.restart();

    const addresses = sent.map(({ traveller }) => traveller.email);
    const expected = addresses.length * 3;
    const mailsToThem = () => inbox.received.filter((mail) => addresses.includes(mail.to[0] as string));
    const deliveredInMs = await until(
      `${expected} mails delivered`,
      () => mailsToThem().length >= expected,
      20_000,
    );
    // Stopped, the server sends nothing more: what the inbox holds now is all it will ever get.
    await server.kill('SIGTERM');

    for (const { traveller, reference } of sent) {
      const subjects = inbox.received
        .filter((mail) => mail.to.includes(traveller.email))
        .map((mail) => mail.subject);
      expect(subjects).toHaveLength(3);
      expect(new Set(subjects).size, subjects.join(' | ')).toBe(3);
      expect(subjects.filter((subject) => subject.includes(reference))).toHaveLength(1);
    }

    const rows = await withSiteDatabase(site, ({ db }) =>
      db.select().from(schema.mailMessage).where(inArray(schema.mailMessage.to, addresses)),
    );
    expect(rows).toHaveLength(expected);
    // Each row sent once, as the one mail with its Message-ID, after failing at least once.
    expect(rows.map((row) => deliveredCopies(inbox, row.id))).toEqual(rows.map(() => 1));
    expect(mailsToThem()).toHaveLength(rows.length);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: expect.any(Number) });
    const attempts = rows.map((row) => row.attempts);
    expect(Math.min(...attempts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...attempts)).toBeGreaterThanOrEqual(4);
    console.info(
      `SMTP down ${outageMs} ms: ${sent.length} travellers, ${expected} mails (verification, booking, reset) all delivered once within ${deliveredInMs} ms of its return, after ${Math.min(...attempts)} to ${Math.max(...attempts)} attempts`,
    );
  });
});
