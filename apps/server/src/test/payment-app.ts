import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import type { TestActor } from './actors';
import type { insertHotel } from './catalog-fixtures';
import { stay } from './catalog-fixtures';
import { type FakeProviders, startFakeProviders } from './fake-providers';
import { readJson } from './json';
import { startServedTestApp } from './served-app';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox';
import type { TestAppOptions } from './test-app';

export type TestHotel = Awaited<ReturnType<typeof insertHotel>>;
type Json = Record<string, unknown> & { id: string; reference: string; payments: TestPayment[] };
export interface TestPayment {
  id: string;
  method: string;
  status: string;
  amount: number;
  redirectUrl: string | null;
  refund: { id: string; status: string; amount: number } | null;
}

/**
 * The served app with both fake providers on and its mail going over SMTP to a real inbox, and
 * the requests payment tests make: book a stay, read a booking, find its payments.
 */
export async function startPaymentApp(options: { env?: Record<string, string> } & TestAppOptions = {}) {
  const providers: FakeProviders = await startFakeProviders();
  const inbox: SmtpInbox = await startSmtpInbox();
  const served = await startServedTestApp({
    ...options,
    env: { ...providers.env, SMTP_URL: inbox.url, ...options.env },
  });
  const app = () => served.testApp.app;
  const db = () => served.testApp.database.db;
  const dates = stay(25, 2);

  const book = (actor: TestActor, hotel: TestHotel, body: Record<string, unknown> = {}) =>
    app().request('/api/bookings', {
      method: 'POST',
      headers: actor.headers,
      body: JSON.stringify({
        hotelId: hotel.id,
        ...dates,
        rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
        guest: { name: 'Soa Rasoa', phone: '+261 34 12 345 67' },
        ...body,
      }),
    });

  return {
    served,
    providers,
    mvola: providers.mvola,
    orange: providers.orange,
    inbox,
    app,
    db,
    dates,
    book,
    /** Books and answers the booking, failing the test unless it was booked. */
    async booked(actor: TestActor, hotel: TestHotel, body: Record<string, unknown> = {}): Promise<Json> {
      const response = await book(actor, hotel, body);
      if (response.status !== 201) throw new Error(`booking answered ${response.status}`);
      return readJson(response);
    },
    /** Delivers the outbox, then the first mail to `address` that passes the filter. */
    async mailTo(address: string, filter: Parameters<SmtpInbox['waitFor']>[1]) {
      await served.testApp.services.mailWorker.processDue();
      return inbox.waitFor(address, filter);
    },
    bookingOf: async (actor: TestActor, id: string): Promise<Json> =>
      readJson(await app().request(`/api/bookings/${id}`, { headers: actor.headers })),
    paymentOf: (booking: { payments: TestPayment[] }, method: string) =>
      booking.payments.find((payment) => payment.method === method) as TestPayment,
    /** The provider's reference of a payment (MVola serverCorrelationId, Orange pay_token). */
    async referenceOf(paymentId: string) {
      const [row] = await db().select().from(schema.payment).where(eq(schema.payment.id, paymentId));
      return row?.providerReference ?? null;
    },
    async close() {
      await served.close();
      await providers.close();
      await inbox.stop();
    },
  };
}

export type PaymentApp = Awaited<ReturnType<typeof startPaymentApp>>;
