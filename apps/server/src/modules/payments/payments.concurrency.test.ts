import { nightsOf } from '@madabook/contracts';
import { type DatabaseHandle, schema } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId } from '../../lib/ids';
import { createActor, type TestActor } from '../../test/actors';
import { soldFromBookings, soldInCalendar } from '../../test/calendar-recount';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { type FakeProviders, startFakeProviders } from '../../test/fake-providers';
import { readJson } from '../../test/json';
import { createTestApp, type TestApp } from '../../test/test-app';

type App = TestApp['app'];

function paymentRaceSuite(openDatabase: () => Promise<DatabaseHandle>) {
  let providers: FakeProviders;
  let testApp: TestApp;
  let guests: TestActor[];
  const db = () => testApp.database.db;

  const book = async (app: App, actor: TestActor, body: Record<string, unknown>, key: string) =>
    app.request('/api/bookings', {
      method: 'POST',
      headers: { ...actor.headers, 'Idempotency-Key': `payment-race-${key}` },
      body: JSON.stringify({ guest: { name: 'Hery Rabe', phone: '+261 34 11 222 33' }, ...body }),
    });
  const stayAt = (
    hotel: Awaited<ReturnType<typeof insertHotel>>,
    dates: { checkIn: string; checkOut: string },
  ) => ({
    hotelId: hotel.id,
    ...dates,
    rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
  });
  const outcomeOf = async (response: Response) => {
    const body = await readJson(response);
    return `${response.status} ${body.code ?? body.status}`;
  };
  const expectCalendarRecounted = async (roomIds: string[], dates: { checkIn: string; checkOut: string }) =>
    expect(await soldInCalendar(db(), roomIds, dates.checkIn, dates.checkOut)).toEqual(
      await soldFromBookings(db(), roomIds, dates.checkIn, dates.checkOut),
    );

  beforeAll(async () => {
    providers = await startFakeProviders();
    testApp = await createTestApp({ database: await openDatabase(), env: providers.env });
    guests = await Promise.all(Array.from({ length: 10 }, () => createActor(testApp.services)));
  });
  afterAll(async () => {
    await testApp.close();
    await providers.close();
  });

  it('50 parallel bookings of a prepaid hotel for 5 rooms give exactly 5 holds, and the calendar equals a recount', async () => {
    const hotel = await insertHotel(db(), { prepaymentPercent: 100, rooms: [{ quantity: 5 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(30, 3);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, index) =>
        outcomeOf(
          await book(
            testApp.app,
            guests[index % guests.length] as TestActor,
            stayAt(hotel, dates),
            `held-${index}`,
          ),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === '201 PENDING_PAYMENT')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === '409 SOLD_OUT')).toHaveLength(45);
    const sold = await soldInCalendar(db(), [roomId], dates.checkIn, dates.checkOut);
    expect(nightsOf(dates.checkIn, dates.checkOut).map((night) => sold.get(`${roomId} ${night}`))).toEqual([
      5, 5, 5,
    ]);
    await expectCalendarRecounted([roomId], dates);
  });

  it('a hold and a booking paid at the property racing for the last room never both win', async () => {
    // The same hotel seen by a server with MVola on (its deposit holds the room) and one without (paid at the hotel).
    const offline = await createTestApp({ database: testApp.database });
    try {
      const walkIn = await createActor(offline.services);
      const hotel = await insertHotel(db(), { prepaymentPercent: 30, rooms: [{ quantity: 1 }] });
      const roomId = hotel.rooms[0]?.id as string;
      for (let round = 0; round < 6; round++) {
        const dates = stay(50 + round * 3, 2);
        const outcomes = await Promise.all([
          book(
            testApp.app,
            guests[0] as TestActor,
            { ...stayAt(hotel, dates), payment: { method: 'MVOLA' } },
            `race-hold-${round}`,
          ).then(outcomeOf),
          book(offline.app, walkIn, stayAt(hotel, dates), `race-at-hotel-${round}`).then(outcomeOf),
        ]);
        expect(outcomes.filter((outcome) => outcome === '409 SOLD_OUT')).toHaveLength(1);
        expect(
          outcomes.some((outcome) => outcome === '201 PENDING_PAYMENT' || outcome === '201 CONFIRMED'),
        ).toBe(true);
        const sold = await soldInCalendar(db(), [roomId], dates.checkIn, dates.checkOut);
        expect([...sold.values()]).toEqual([1, 1]);
        await expectCalendarRecounted([roomId], dates);
      }
    } finally {
      await offline.services.close();
    }
  });

  it('a hold running out while its payment succeeds late changes each booking once, and the money is owed back', async () => {
    const hotel = await insertHotel(db(), { prepaymentPercent: 100, rooms: [{ quantity: 6 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(80, 2);
    const held = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        readJson(
          await book(
            testApp.app,
            guests[index] as TestActor,
            { ...stayAt(hotel, dates), payment: { method: 'MVOLA' } },
            `late-${index}`,
          ),
        ),
      ),
    );
    const payments = await Promise.all(
      held.map(async (booking) => {
        const [payment] = await db()
          .select()
          .from(schema.payment)
          .where(and(eq(schema.payment.bookingId, booking.id), eq(schema.payment.method, 'MVOLA')));
        return payment as typeof schema.payment.$inferSelect;
      }),
    );
    for (const payment of payments) providers.mvola.complete(payment.providerReference as string);
    await db()
      .update(schema.booking)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.booking.hotelId, hotel.id));

    const callback = async (payment: (typeof payments)[number]) =>
      testApp.app.request(`/api/payments/callbacks/mvola?payment=${payment.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          transactionStatus: 'completed',
          serverCorrelationId: payment.providerReference,
          transactionReference: providers.mvola.transaction(payment.providerReference as string)
            .transactionReference,
        }),
      });
    const answers = await Promise.all([
      testApp.services.payments.expireHolds(),
      ...payments.map((payment) => callback(payment).then((response) => response.status)),
      testApp.services.payments.expireHolds(),
    ]);
    expect(answers.slice(1, -1)).toEqual(payments.map(() => 200));

    for (const booking of held) {
      const [row] = await db().select().from(schema.booking).where(eq(schema.booking.id, booking.id));
      expect(row).toMatchObject({
        status: 'CANCELLED',
        cancellationSource: 'PAYMENT',
        paymentStatus: 'REFUND_DUE',
      });
      const mails = await db().select().from(schema.mailMessage);
      const about = (template: string) =>
        mails.filter((mail) => mail.template === template && mail.subject.includes(booking.reference));
      expect(about('booking-released')).toHaveLength(1);
      expect(about('booking-confirmed')).toHaveLength(0);
    }
    const refunds = await db().select().from(schema.refund);
    for (const payment of payments) {
      const [row] = await db().select().from(schema.payment).where(eq(schema.payment.id, payment.id));
      expect(row?.status).toBe('SUCCEEDED');
      expect(refunds.filter((refund) => refund.paymentId === payment.id)).toEqual([
        expect.objectContaining({ status: 'DUE', amount: payment.amount }),
      ]);
    }
    await expectCalendarRecounted([roomId], dates);
    expect(await soldInCalendar(db(), [roomId], dates.checkIn, dates.checkOut)).toEqual(new Map());
  });

  it('a payment started while the traveller cancels either starts on the open booking, which the cancellation then stops, or is refused', async () => {
    const hotel = await insertHotel(db(), { prepaymentPercent: 30, rooms: [{ quantity: 8 }] });
    const owner = guests[3] as TestActor;
    for (let round = 0; round < 8; round++) {
      const booking = await readJson(
        await book(testApp.app, owner, stayAt(hotel, stay(120 + round * 3, 2)), `cancel-race-${round}`),
      );
      expect(booking.status).toBe('PENDING_PAYMENT');
      const [started, cancelled] = await Promise.all([
        Promise.resolve(
          testApp.app.request(`/api/bookings/${booking.id}/payments`, {
            method: 'POST',
            headers: owner.headers,
            body: JSON.stringify({ method: 'MVOLA' }),
          }),
        ).then(outcomeOf),
        Promise.resolve(
          testApp.app.request(`/api/bookings/${booking.id}/cancel`, {
            method: 'POST',
            headers: owner.headers,
          }),
        ).then((response) => response.status),
      ]);
      expect(cancelled).toBe(200);
      // A start that won may see its payment stopped by the cancellation before it answers.
      expect(['201 PENDING', '201 EXPIRED', '409 PAYMENT_NOT_EXPECTED']).toContain(started);
      const online = await db()
        .select()
        .from(schema.payment)
        .where(and(eq(schema.payment.bookingId, booking.id), eq(schema.payment.method, 'MVOLA')));
      // Nothing is left waiting for money on a cancelled booking, whichever came first.
      expect(online.filter((payment) => payment.status === 'PENDING')).toEqual([]);
      expect(online).toHaveLength(started.startsWith('201') ? 1 : 0);
    }
  });

  it('parallel starts of an online payment for one booking leave one payment under way; the others answer 409', async () => {
    const hotel = await insertHotel(db(), { prepaymentPercent: 30 });
    const owner = guests[2] as TestActor;
    const booking = await readJson(await book(testApp.app, owner, stayAt(hotel, stay(100, 2)), 'starts'));
    expect(booking.status).toBe('PENDING_PAYMENT');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () =>
        outcomeOf(
          await testApp.app.request(`/api/bookings/${booking.id}/payments`, {
            method: 'POST',
            headers: owner.headers,
            body: JSON.stringify({ method: 'MVOLA' }),
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === '201 PENDING')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === '409 PAYMENT_ALREADY_STARTED')).toHaveLength(9);
    const online = await db()
      .select()
      .from(schema.payment)
      .where(and(eq(schema.payment.bookingId, booking.id), eq(schema.payment.method, 'MVOLA')));
    expect(online.map((payment) => payment.status)).toEqual(['PENDING']);
    // The database itself refuses a second one, whatever path writes it.
    await expect(
      db()
        .insert(schema.payment)
        .values({ id: newId(), bookingId: booking.id, method: 'ORANGE_MONEY', amount: 1_000 }),
    ).rejects.toSatisfy(isUniqueViolation);
  });
}

describe('payments racing on PGlite', () => paymentRaceSuite(createTestDatabase));

if (!testPostgresUrl) console.warn('PostgreSQL payment races skipped: TEST_DATABASE_URL is not set.');
describe.skipIf(!testPostgresUrl)('payments racing on PostgreSQL', () =>
  paymentRaceSuite(() => createPostgresTestDatabase(testPostgresUrl as string, 60)),
);
