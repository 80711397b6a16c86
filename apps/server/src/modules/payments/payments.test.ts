import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, sendAs } from '../../test/access-matrix';
import { createActor, type TestActor } from '../../test/actors';
import { soldFromBookings, soldInCalendar } from '../../test/calendar-recount';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { readJson } from '../../test/json';
import { type PaymentApp, startPaymentApp, type TestHotel, type TestPayment } from '../../test/payment-app';
import { createTestApp } from '../../test/test-app';
import {
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  passengersFor,
  testContact,
} from '../bookings/test-flights';

const dates = stay(20, 2);

async function bookingRequest(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  actor: TestActor,
  body: Record<string, unknown>,
) {
  return app.request('/api/bookings', { method: 'POST', headers: actor.headers, body: JSON.stringify(body) });
}

describe('paying at the property (no online method configured)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let guest: TestActor;
  let admin: TestActor;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    guest = await createActor(testApp.services);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    hotel = await insertHotel(testApp.database.db, { prepaymentPercent: 30 });
  });
  afterAll(() => testApp.close());

  const book = (body: Record<string, unknown> = {}) =>
    bookingRequest(testApp.app, guest, {
      hotelId: hotel.id,
      ...dates,
      rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
      guest: { name: 'Soa Rasoa', phone: '+261 34 12 345 67' },
      ...body,
    });

  it('confirms at once, unpaid, with the whole stay to pay at the property, which an admin marks paid', async () => {
    const response = await book();
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    // A deposit cannot be taken without an online method: the hotel is paid on arrival.
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'UNPAID',
      amountDueNow: 0,
      amountPaid: 0,
    });
    expect(booking.payments).toEqual([
      expect.objectContaining({ method: 'PAY_AT_PROPERTY', status: 'PENDING', amount: 200_000 }),
    ]);

    const methods = await readJson(
      await testApp.app.request(`/api/payments/methods?bookingId=${booking.id}`, { headers: guest.headers }),
    );
    expect(methods.methods.map((method: { method: string }) => method.method)).toEqual(['PAY_AT_PROPERTY']);

    const paymentId = booking.payments[0].id;
    const markPaid = (actor: TestActor) =>
      testApp.app.request(`/api/admin/payments/${paymentId}/mark-paid`, {
        method: 'POST',
        headers: actor.headers,
      });
    expect((await markPaid(guest)).status).toBe(403);
    const paid = await markPaid(admin);
    expect(paid.status).toBe(200);
    expect(await readJson(paid)).toMatchObject({ status: 'SUCCEEDED', bookingReference: booking.reference });
    expect((await markPaid(admin)).status).toBe(409);

    const after = await readJson(
      await testApp.app.request(`/api/bookings/${booking.id}`, { headers: guest.headers }),
    );
    expect(after).toMatchObject({ paymentStatus: 'PAID', amountPaid: 200_000 });
    const audit = await testApp.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, paymentId));
    expect(audit.map((entry) => entry.action)).toEqual(['payment.mark-paid']);
  });

  it('keeps the back office to admins and payments to their booking', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const send = sendAs(testApp.app);
    for (const route of [
      { method: 'GET', path: '/api/admin/payments', access: adminOnly(200) },
      { method: 'POST', path: `/api/admin/payments/${unknown}/mark-paid`, access: adminOnly(404) },
      { method: 'POST', path: `/api/admin/refunds/${unknown}/mark-refunded`, access: adminOnly(404) },
      { method: 'GET', path: '/api/admin/payments/unmatched-events', access: adminOnly(200) },
      { method: 'GET', path: `/api/payments/${unknown}`, access: { anonymous: 401, user: 404, admin: 404 } },
      {
        method: 'POST',
        path: `/api/bookings/${unknown}/payments`,
        body: { method: 'MVOLA' },
        access: { anonymous: 401, user: 404, admin: 404 },
      },
    ]) {
      await expectAccess(send, route, { user: guest, admin });
    }
    const unknownProvider = await testApp.app.request('/api/payments/callbacks/paypal', {
      method: 'POST',
      body: '{}',
    });
    expect(unknownProvider.status).toBe(400);
    expect((await readJson(unknownProvider)).code).toBe('VALIDATION_ERROR');
    // A provider that is not configured has nobody listening either.
    const notOn = await testApp.app.request('/api/payments/callbacks/mvola', { method: 'PUT', body: '{}' });
    expect(notOn.status).toBe(404);
  });

  it('refuses a method that is not on, and answers errors with codes', async () => {
    const refused = await book({ payment: { method: 'MVOLA' } });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const invalid = await book({ payment: { method: 'CASH' } });
    expect(invalid.status).toBe(400);
    const stranger = await createActor(testApp.services);
    const mine = await readJson(await book());
    const theirs = await testApp.app.request(`/api/payments/methods?bookingId=${mine.id}`, {
      headers: stranger.headers,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('paying online with MVola and Orange Money', () => {
  let p: PaymentApp;
  let mvola: PaymentApp['mvola'];
  let orange: PaymentApp['orange'];
  let guest: TestActor;
  let admin: TestActor;
  let depositHotel: TestHotel;
  let prepaidHotel: TestHotel;
  const app = () => p.app();
  const db = () => p.db();

  beforeAll(async () => {
    p = await startPaymentApp();
    ({ mvola, orange } = p);
    guest = await createActor(p.served.testApp.services);
    admin = await createActor(p.served.testApp.services, ['ADMIN', 'USER']);
    depositHotel = await insertHotel(db(), { prepaymentPercent: 30, rooms: [{ quantity: 2 }] });
    prepaidHotel = await insertHotel(db(), { prepaymentPercent: 100 });
  });
  afterAll(() => p.close());

  const book = (hotel: TestHotel, body: Record<string, unknown> = {}) => p.book(guest, hotel, body);
  const bookingOf = (id: string) => p.bookingOf(guest, id);
  const onlinePayment = (booking: { payments: TestPayment[] }, method: string) =>
    p.paymentOf(booking, method);
  const referenceOf = async (paymentId: string) => (await p.referenceOf(paymentId)) as string;
  const confirmationMails = async (reference: string) =>
    (await db().select().from(schema.mailMessage)).filter(
      (mail) => mail.template === 'booking-confirmed' && mail.text.includes(reference),
    );

  it('holds a deposit booking until MVola confirms, then confirms it once however often MVola calls back', async () => {
    const response = await book(depositHotel, { payment: { method: 'MVOLA' } });
    expect(response.status).toBe(201);
    const held = await readJson(response);
    expect(held).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'PENDING', amountDueNow: 60_000 });
    expect(new Date(held.holdExpiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(
      held.payments.map((payment: { method: string; amount: number }) => [payment.method, payment.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['PAY_AT_PROPERTY', 140_000],
        ['MVOLA', 60_000],
      ]),
    );
    expect(await confirmationMails(held.reference)).toHaveLength(0);

    const payment = onlinePayment(held, 'MVOLA');
    const correlationId = await referenceOf(payment.id);
    expect(mvola.transaction(correlationId).body).toMatchObject({
      amount: '60000',
      debitParty: [{ key: 'msisdn', value: '0341234567' }],
    });

    // A forged callback claiming success is checked with MVola, which still says pending.
    const forged = await mvola.sendCallback(correlationId, { transactionStatus: 'completed' });
    expect(forged.status).toBe(200);
    expect(await bookingOf(held.id)).toMatchObject({ status: 'PENDING_PAYMENT' });

    mvola.complete(correlationId);
    await mvola.sendCallback(correlationId);
    await mvola.sendCallback(correlationId);
    const confirmed = await bookingOf(held.id);
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PARTIALLY_PAID',
      amountPaid: 60_000,
    });
    expect(confirmed.holdExpiresAt).toBeNull();
    expect(await confirmationMails(held.reference)).toHaveLength(1);

    const events = await db()
      .select()
      .from(schema.paymentEvent)
      .where(eq(schema.paymentEvent.paymentId, payment.id));
    expect(events.filter((event) => event.kind === 'NOTIFICATION').map((event) => event.outcome)).toEqual([
      'not trusted: provider says pending',
      'confirmed succeeded',
    ]);
  });

  it('answers a poll from the provider when no callback came', async () => {
    const held = await readJson(
      await book(prepaidHotel, { payment: { method: 'MVOLA', phone: '038 12 345 67' } }),
    );
    const payment = onlinePayment(held, 'MVOLA');
    const correlationId = await referenceOf(payment.id);
    const pending = await readJson(
      await app().request(`/api/payments/${payment.id}`, { headers: guest.headers }),
    );
    expect(pending).toMatchObject({ status: 'PENDING', amount: 200_000, phone: '+261381234567' });
    mvola.complete(correlationId);
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // the provider is asked at most every 3 s
    const paid = await readJson(
      await app().request(`/api/payments/${payment.id}`, { headers: guest.headers }),
    );
    expect(paid).toMatchObject({ status: 'SUCCEEDED', transactionId: expect.any(String) });
    expect(await bookingOf(held.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('sends the traveller to Orange Money and trusts only a notification carrying its token', async () => {
    const held = await readJson(await book(prepaidHotel, { payment: { method: 'ORANGE_MONEY' } }));
    const payment = onlinePayment(held, 'ORANGE_MONEY');
    expect(payment.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const payToken = await referenceOf(payment.id);
    orange.complete(payToken);
    await orange.sendNotification(payToken, { notif_token: 'not-the-token' });
    expect(await bookingOf(held.id)).toMatchObject({ status: 'PENDING_PAYMENT' });
    await orange.sendNotification(payToken);
    expect(await bookingOf(held.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('refuses an MVola payment from a number MVola does not hold, before booking anything', async () => {
    const response = await book(prepaidHotel, { payment: { method: 'MVOLA', phone: '033 12 345 67' } });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path)).toEqual(['payment.phone']);
  });

  it('refuses to pay a fully prepaid stay at the property', async () => {
    const response = await book(prepaidHotel, { payment: { method: 'PAY_AT_PROPERTY' } });
    expect(response.status).toBe(422);
    expect((await readJson(response)).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('lets a failed start be retried, and gives the rooms back when the hold runs out unpaid', async () => {
    mvola.breakNext('/mvola', { status: 503, json: { error: 'down' } });
    const held = await readJson(await book(depositHotel, { payment: { method: 'MVOLA' } }));
    expect(held.status).toBe('PENDING_PAYMENT');
    expect(onlinePayment(held, 'MVOLA')).toMatchObject({ status: 'FAILED' });

    const retried = await app().request(`/api/bookings/${held.id}/payments`, {
      method: 'POST',
      headers: guest.headers,
      body: JSON.stringify({ method: 'MVOLA' }),
    });
    expect(retried.status).toBe(201);
    const retry = await readJson(retried);
    expect(retry).toMatchObject({ status: 'PENDING', amount: 60_000 });
    const again = await app().request(`/api/bookings/${held.id}/payments`, {
      method: 'POST',
      headers: guest.headers,
      body: JSON.stringify({ method: 'MVOLA' }),
    });
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe('PAYMENT_ALREADY_STARTED');

    await db()
      .update(schema.booking)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.booking.id, held.id));
    expect(await p.served.testApp.services.payments.expireHolds()).toBe(1);
    const expired = await bookingOf(held.id);
    expect(expired).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYMENT', paymentStatus: 'UNPAID' });
    expect(expired.payments.every((payment: { status: string }) => payment.status !== 'PENDING')).toBe(true);
    const roomIds = depositHotel.rooms.map((room) => room.id);
    expect(await soldInCalendar(db(), roomIds, p.dates.checkIn, p.dates.checkOut)).toEqual(
      await soldFromBookings(db(), roomIds, p.dates.checkIn, p.dates.checkOut),
    );

    // The payer approves after all: the money is recorded and owed back; the booking stays cancelled.
    const correlationId = await referenceOf(retry.id);
    mvola.complete(correlationId);
    await mvola.sendCallback(correlationId);
    const late = await bookingOf(held.id);
    expect(late).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_DUE', amountPaid: 60_000 });
    const refund = late.payments.find((payment) => payment.id === retry.id)?.refund;
    expect(refund).toMatchObject({ status: 'DUE', amount: 60_000 });

    const refunded = await app().request(`/api/admin/refunds/${refund?.id}/mark-refunded`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(refunded.status).toBe(200);
    expect(await bookingOf(held.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
  });

  it('refuses to start a payment once the hold has run out, before the release job has passed', async () => {
    mvola.breakNext('/mvola', { status: 503, json: { error: 'down' } });
    const held = await readJson(await book(depositHotel, { payment: { method: 'MVOLA' } }));
    expect(held.status).toBe('PENDING_PAYMENT');
    await db()
      .update(schema.booking)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.booking.id, held.id));

    const late = await app().request(`/api/bookings/${held.id}/payments`, {
      method: 'POST',
      headers: guest.headers,
      body: JSON.stringify({ method: 'MVOLA' }),
    });
    expect(late.status).toBe(409);
    expect((await readJson(late)).code).toBe('HOLD_EXPIRED');
    const online = (await bookingOf(held.id)).payments.filter(
      (payment: TestPayment) => payment.method === 'MVOLA',
    );
    // Refused before anything is recorded, so before the provider is asked.
    expect(online.map((payment: TestPayment) => payment.status)).toEqual(['FAILED']);
  });

  it('owes a paid booking back when it is cancelled, and lists payments with their raw events for admins', async () => {
    const held = await readJson(await book(prepaidHotel, { payment: { method: 'MVOLA' } }));
    const correlationId = await referenceOf(onlinePayment(held, 'MVOLA').id);
    mvola.complete(correlationId);
    await mvola.sendCallback(correlationId);
    const cancelled = await app().request(`/api/bookings/${held.id}/cancel`, {
      method: 'POST',
      headers: guest.headers,
    });
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_DUE' });

    const list = await app().request(`/api/admin/payments?q=${held.reference}`, { headers: admin.headers });
    expect(list.status).toBe(200);
    const page = await readJson(list);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      method: 'MVOLA',
      status: 'SUCCEEDED',
      providerReference: correlationId,
      refund: { status: 'DUE' },
    });
    expect(page.items[0].events.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['START', 'NOTIFICATION', 'STATUS']),
    );
    expect((await app().request('/api/admin/payments', { headers: guest.headers })).status).toBe(403);
  });

  it('holds a journey for its whole price and gives its seats back if unpaid; the airline cancelling owes paid money back', async () => {
    await insertFlightNetwork(db());
    const departure = await insertDeparture(db(), {
      from: 'TNR',
      to: 'NOS',
      daysFromNow: 12,
      economySeats: 4,
    });
    const [offerId] = await findOffers(p.served.testApp, { outbound: [departure] }, { adults: 2 });
    const response = await app().request('/api/flight-bookings', {
      method: 'POST',
      headers: guest.headers,
      body: JSON.stringify({
        offerIds: [offerId],
        passengers: passengersFor(departure.departureDate, { adults: 2 }),
        contact: testContact,
        payment: { method: 'MVOLA' },
      }),
    });
    expect(response.status).toBe(201);
    const journey = await readJson(response);
    expect(journey).toMatchObject({ kind: 'FLIGHT', status: 'PENDING_PAYMENT', paymentStatus: 'PENDING' });
    expect(journey.amountDueNow).toBe(journey.total);
    expect(journey.payments.map((payment: { method: string }) => payment.method)).toEqual(['MVOLA']);

    const correlationId = await referenceOf(onlinePayment(journey, 'MVOLA').id);
    mvola.complete(correlationId);
    await mvola.sendCallback(correlationId);
    expect(await bookingOf(journey.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });

    const cancelled = await app().request(`/api/admin/flight-instances/${departure.instanceId}/cancel`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(cancelled.status).toBe(200);
    expect(await bookingOf(journey.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'AIRLINE',
      paymentStatus: 'REFUND_DUE',
    });
  });
});
