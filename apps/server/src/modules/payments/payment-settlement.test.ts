import { randomUUID } from 'node:crypto';
import { schema } from '@madabook/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { createActor, type TestActor } from '../../test/actors';
import { insertHotel } from '../../test/catalog-fixtures';
import { startFakeProviders } from '../../test/fake-providers';
import { readJson } from '../../test/json';
import { type PaymentApp, startPaymentApp, type TestHotel } from '../../test/payment-app';
import { createTestApp } from '../../test/test-app';
import {
  findOffers,
  insertDeparture,
  insertFlightNetwork,
  passengersFor,
  testContact,
} from '../bookings/test-flights';

const merchantPayPath = '/mvola/mm/transactions/type/merchantpay/1.0.0/';
const arAmount = (digits: string) => new RegExp(`Ar\\s${digits}`);

describe('what payments tell the traveller, and what they refuse', () => {
  let p: PaymentApp;
  let english: TestActor;
  let french: TestActor;
  let admin: TestActor;
  let depositHotel: TestHotel;
  let prepaidHotel: TestHotel;
  let atPropertyHotel: TestHotel;

  beforeAll(async () => {
    // Short enough for a test to outwait, long enough for a busy machine to answer.
    p = await startPaymentApp({ env: { PAYMENT_PROVIDER_TIMEOUT_MS: '1500' } });
    const { services } = p.served.testApp;
    english = await createActor(services, ['USER'], { language: 'en' });
    french = await createActor(services, ['USER'], { language: 'fr' });
    admin = await createActor(services, ['ADMIN', 'USER']);
    depositHotel = await insertHotel(p.db(), { prepaymentPercent: 30, rooms: [{ quantity: 5 }] });
    prepaidHotel = await insertHotel(p.db(), { prepaymentPercent: 100, rooms: [{ quantity: 5 }] });
    atPropertyHotel = await insertHotel(p.db(), { prepaymentPercent: 0 });
  });
  afterAll(() => p.close());

  const markPaid = (paymentId: string) =>
    p.app().request(`/api/admin/payments/${paymentId}/mark-paid`, { method: 'POST', headers: admin.headers });
  const startPayment = (actor: TestActor, bookingId: string, body: Record<string, unknown>) =>
    p.app().request(`/api/bookings/${bookingId}/payments`, {
      method: 'POST',
      headers: actor.headers,
      body: JSON.stringify(body),
    });
  const payWithMvola = async (paymentId: string) => {
    const correlationId = (await p.referenceOf(paymentId)) as string;
    const transactionId = p.mvola.complete(correlationId);
    expect((await p.mvola.sendCallback(correlationId)).status).toBe(200);
    return transactionId;
  };
  const eventsOf = (paymentId: string) =>
    p.db().select().from(schema.paymentEvent).where(eq(schema.paymentEvent.paymentId, paymentId));
  const mailsAbout = async (template: string, reference: string) =>
    (await p.db().select().from(schema.mailMessage).where(eq(schema.mailMessage.template, template))).filter(
      (mail) => mail.subject.includes(reference),
    );
  const expireHold = (bookingId: string) =>
    p
      .db()
      .update(schema.booking)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.booking.id, bookingId));

  it('sends a receipt once a deposit is paid, with what is left at the hotel; the rest marked paid by an admin goes the same way', async () => {
    const held = await p.booked(english, depositHotel, { payment: { method: 'MVOLA' } });
    const atProperty = p.paymentOf(held, 'PAY_AT_PROPERTY');
    // The deposit comes first: the hotel cannot settle a booking still held for it.
    const early = await markPaid(atProperty.id);
    expect(early.status).toBe(409);
    expect((await readJson(early)).code).toBe('PAYMENT_AWAITING_ONLINE');

    const transactionId = await payWithMvola(p.paymentOf(held, 'MVOLA').id);
    expect(await p.bookingOf(english, held.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PARTIALLY_PAID',
    });
    const receipt = await p.mailTo(english.email, (mail) =>
      mail.subject.startsWith(`Payment received — booking ${held.reference}`),
    );
    expect(receipt.text).toMatch(arAmount('60,000 paid with MVola'));
    expect(receipt.text).toContain(`MVola transaction reference: ${transactionId}.`);
    expect(receipt.text).toMatch(arAmount('140,000'));
    expect(receipt.text).toContain('Left to pay at the hotel on arrival');

    const paid = await markPaid(atProperty.id);
    expect(paid.status).toBe(200);
    expect(await p.bookingOf(english, held.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      amountPaid: 200_000,
    });
    const second = await p.mailTo(
      english.email,
      (mail) => mail.subject.startsWith('Payment received') && mail.text.includes('paid at the hotel'),
    );
    expect(second.text).toContain('Payment recorded by our team.');
    expect(second.text).toContain('Nothing is left to pay.');
    const [confirmation] = await mailsAbout('booking-confirmed', held.reference);
    expect(confirmation?.text).toMatch(
      /Total: Ar\s200,000, of which Ar\s60,000 already paid online; Ar\s140,000 left to pay at the hotel\./,
    );
    expect(await mailsAbout('booking-confirmed', held.reference)).toHaveLength(1);
  });

  it('refuses to mark paid at the property a booking that is cancelled, and tells its guest nothing is charged', async () => {
    const booking = await p.booked(english, atPropertyHotel);
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'UNPAID' });
    const cancelled = await p.app().request(`/api/admin/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(cancelled.status).toBe(200);
    const refused = await markPaid(p.paymentOf(booking, 'PAY_AT_PROPERTY').id);
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toMatchObject({
      code: 'PAYMENT_BOOKING_CANCELLED',
      message: 'This booking is cancelled: nothing can be paid on it',
    });
    const mail = await p.mailTo(english.email, (received) =>
      received.subject.startsWith(`Booking cancelled ${booking.reference}`),
    );
    expect(mail.text).toContain('You paid nothing for this booking: you will not be charged.');
    const [confirmation] = await mailsAbout('booking-confirmed', booking.reference);
    expect(confirmation?.text).toMatch(/Total: Ar\s200,000, to pay at the hotel\./);
  });

  it('tells a guest whose paid stay is cancelled what is refunded and how, then that the refund is made (in French)', async () => {
    const held = await p.booked(french, prepaidHotel, { payment: { method: 'MVOLA' } });
    await payWithMvola(p.paymentOf(held, 'MVOLA').id);
    await p
      .app()
      .request(`/api/admin/bookings/${held.id}/cancel`, { method: 'POST', headers: admin.headers });

    const cancelled = await p.mailTo(french.email, (mail) =>
      mail.subject.startsWith(`Réservation annulée ${held.reference}`),
    );
    expect(cancelled.text).not.toContain('Aucun frais');
    expect(cancelled.text).toMatch(/200\s000\sAr payés par MVola, remboursés sur le numéro MVola qui a payé/);
    expect(cancelled.text).toContain('Vous recevrez un e-mail dès que le remboursement sera fait');

    const refund = p.paymentOf(await p.bookingOf(french, held.id), 'MVOLA').refund;
    expect(refund).toMatchObject({ status: 'DUE', amount: 200_000 });
    const refunded = (refundId: string) =>
      p
        .app()
        .request(`/api/admin/refunds/${refundId}/mark-refunded`, { method: 'POST', headers: admin.headers });
    expect((await refunded(refund?.id as string)).status).toBe(200);
    expect((await refunded(refund?.id as string)).status).toBe(409);
    expect(await p.bookingOf(french, held.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    const made = await p.mailTo(french.email, (mail) =>
      mail.subject.startsWith(`Remboursement effectué — réservation ${held.reference}`),
    );
    expect(made.text).toMatch(/200\s000\sAr sur le numéro MVola qui a payé/);
    // Retrying a refund meant asking a provider, and neither has a refund API.
    expect(
      (
        await p
          .app()
          .request(`/api/admin/refunds/${refund?.id}/retry`, { method: 'POST', headers: admin.headers })
      ).status,
    ).toBe(404);
  });

  it('tells a guest whose hold ran out unpaid that the stay was released, not cancelled by our team', async () => {
    const held = await p.booked(english, depositHotel, { payment: { method: 'MVOLA' } });
    await expireHold(held.id);
    expect(await p.served.testApp.services.payments.expireHolds()).toBe(1);
    const mail = await p.mailTo(english.email, (received) =>
      received.subject.startsWith(`Booking not paid, rooms released ${held.reference}`),
    );
    expect(mail.text).toContain('was waiting for its online payment, which did not arrive in time');
    expect(mail.text).toContain('You paid nothing for this booking: you will not be charged.');
    expect(mail.text).not.toContain('Our team');
    expect(await mailsAbout('booking-cancelled', held.reference)).toHaveLength(0);
  });

  it('tells the contact of a journey left unpaid that its seats were released', async () => {
    await insertFlightNetwork(p.db());
    const departure = await insertDeparture(p.db(), {
      from: 'TNR',
      to: 'NOS',
      daysFromNow: 15,
      economySeats: 4,
    });
    const [offerId] = await findOffers(p.served.testApp, { outbound: [departure] }, { adults: 1 });
    const journey = await readJson(
      await p.app().request('/api/flight-bookings', {
        method: 'POST',
        headers: english.headers,
        body: JSON.stringify({
          offerIds: [offerId],
          passengers: passengersFor(departure.departureDate, { adults: 1 }),
          contact: testContact,
        }),
      }),
    );
    expect(journey.status).toBe('PENDING_PAYMENT');
    await expireHold(journey.id);
    await p.served.testApp.services.payments.expireHolds();
    const mail = await p.mailTo(testContact.email, (received) =>
      received.subject.startsWith(`Booking not paid, seats released ${journey.reference}`),
    );
    expect(mail.text).toContain('no ticket was issued');
    expect(mail.text).toContain('You paid nothing for this booking');
  });

  it('releases a held booking once and owes the money back when its payment succeeds after the hold ran out', async () => {
    const held = await p.booked(english, prepaidHotel, { payment: { method: 'MVOLA' } });
    await expireHold(held.id);
    // The release job has not run yet: the late success releases it itself.
    await payWithMvola(p.paymentOf(held, 'MVOLA').id);
    const late = await p.bookingOf(english, held.id);
    expect(late).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYMENT', paymentStatus: 'REFUND_DUE' });
    expect(p.paymentOf(late, 'MVOLA')).toMatchObject({ status: 'SUCCEEDED', refund: { status: 'DUE' } });
    expect(await p.served.testApp.services.payments.expireHolds()).toBe(0);

    const mail = await p.mailTo(english.email, (received) =>
      received.subject.startsWith(`Booking not paid, rooms released ${held.reference}`),
    );
    expect(mail.text).toMatch(arAmount('200,000 paid with MVola, refunded to the MVola number that paid'));
    expect(await mailsAbout('booking-released', held.reference)).toHaveLength(1);
    expect(await mailsAbout('payment-received', held.reference)).toHaveLength(0);
  });

  it('keeps an MVola start that got no answer pending under our reference, and settles it from its callback', async () => {
    p.mvola.delayNext(merchantPayPath, 3_000);
    const held = await p.booked(english, depositHotel, { payment: { method: 'MVOLA' } });
    const payment = p.paymentOf(held, 'MVOLA');
    expect(held).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'PENDING' });
    expect(payment).toMatchObject({ status: 'PENDING', amount: 60_000 });
    expect(await p.referenceOf(payment.id)).toBeNull();
    expect((await eventsOf(payment.id)).map((event) => event.outcome)).toEqual([
      'no answer in time: waiting for its callback',
    ]);
    // The payer may be approving it on their phone: no second payment meanwhile.
    const again = await startPayment(english, held.id, { method: 'MVOLA' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe('PAYMENT_ALREADY_STARTED');

    const transaction = p.mvola.transactionFor(payment.id);
    p.mvola.complete(transaction.serverCorrelationId);
    await p.mvola.sendCallback(transaction.serverCorrelationId);
    expect(await p.bookingOf(english, held.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PARTIALLY_PAID',
    });
    expect(await p.referenceOf(payment.id)).toBe(transaction.serverCorrelationId);
  });

  it("records a start's outcome whole: a failure while writing it keeps none of it, and the payer's approval still settles the payment", async () => {
    const held = await p.booked(english, depositHotel);
    expect(held.status).toBe('PENDING_PAYMENT');
    // The database refuses the provider's reference once: the process could as well have died there.
    await p.db().execute(
      sql.raw(`CREATE FUNCTION refuse_reference() RETURNS trigger AS $$ BEGIN
        IF NEW.provider_reference IS NOT NULL AND OLD.provider_reference IS NULL THEN
          RAISE EXCEPTION 'outcome write refused';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
    );
    await p
      .db()
      .execute(
        sql.raw(
          'CREATE TRIGGER refuse_reference BEFORE UPDATE ON payment FOR EACH ROW EXECUTE FUNCTION refuse_reference()',
        ),
      );
    try {
      const start = await startPayment(english, held.id, { method: 'MVOLA' });
      expect(start.status).toBeGreaterThanOrEqual(500);
    } finally {
      await p.db().execute(sql.raw('DROP TRIGGER refuse_reference ON payment'));
      await p.db().execute(sql.raw('DROP FUNCTION refuse_reference()'));
    }
    const [payment] = await p
      .db()
      .select()
      .from(schema.payment)
      .where(and(eq(schema.payment.bookingId, held.id), eq(schema.payment.method, 'MVOLA')));
    // The intent stays, and nothing of the outcome: no provider answer recorded without its reference.
    expect(payment).toMatchObject({ status: 'PENDING', providerReference: null });
    expect(await eventsOf(payment?.id as string)).toEqual([]);

    const transaction = p.mvola.transactionFor(payment?.id as string);
    p.mvola.complete(transaction.serverCorrelationId);
    await p.mvola.sendCallback(transaction.serverCorrelationId);
    expect(await p.bookingOf(english, held.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PARTIALLY_PAID',
    });
    expect(await p.referenceOf(payment?.id as string)).toBe(transaction.serverCorrelationId);
  });

  it('still settles, from its callback, a payment that got no answer and stopped being waited for', async () => {
    p.mvola.delayNext(merchantPayPath, 3_000);
    const held = await p.booked(english, depositHotel, { payment: { method: 'MVOLA' } });
    const payment = p.paymentOf(held, 'MVOLA');
    await p
      .db()
      .update(schema.payment)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.payment.id, payment.id));
    await p.served.testApp.services.payments.expireHolds();
    expect(p.paymentOf(await p.bookingOf(english, held.id), 'MVOLA').status).toBe('EXPIRED');

    const transaction = p.mvola.transactionFor(payment.id);
    p.mvola.complete(transaction.serverCorrelationId);
    await p.mvola.sendCallback(transaction.serverCorrelationId);
    const settled = await p.bookingOf(english, held.id);
    expect(settled).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PARTIALLY_PAID' });
    expect(p.paymentOf(settled, 'MVOLA').status).toBe('SUCCEEDED');
  });

  it('fails an Orange Money start that got no answer at once (nobody was sent to pay), and lets it start again', async () => {
    p.orange.delayNext('/orange-money-webpay/', 3_000);
    const held = await p.booked(english, prepaidHotel, { payment: { method: 'ORANGE_MONEY' } });
    expect(p.paymentOf(held, 'ORANGE_MONEY')).toMatchObject({ status: 'FAILED', redirectUrl: null });

    const retried = await startPayment(english, held.id, { method: 'ORANGE_MONEY' });
    expect(retried.status).toBe(201);
    expect(await readJson(retried)).toMatchObject({
      status: 'PENDING',
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/payment\//),
    });
  });

  it('refuses a callback whose amount is not the payment’s, keeping it raw, and still takes the genuine one', async () => {
    const held = await p.booked(english, prepaidHotel, { payment: { method: 'MVOLA' } });
    const payment = p.paymentOf(held, 'MVOLA');
    const correlationId = (await p.referenceOf(payment.id)) as string;
    p.mvola.complete(correlationId);
    expect((await p.mvola.sendCallback(correlationId, { amount: '1000' })).status).toBe(200);
    expect(await p.bookingOf(english, held.id)).toMatchObject({ status: 'PENDING_PAYMENT' });
    const [refused] = (await eventsOf(payment.id)).filter((event) => event.kind === 'NOTIFICATION');
    expect(refused).toMatchObject({
      outcome: "refused: the amount 1000 is not the payment's 200000",
      payload: expect.objectContaining({ amount: '1000', serverCorrelationId: correlationId }),
    });

    await p.mvola.sendCallback(correlationId);
    expect(await p.bookingOf(english, held.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('records a notification about no payment of ours, answers it, changes nothing, and shows it to admins', async () => {
    const statusRequests = p.mvola.statusRequests;
    const unknownCorrelation = randomUUID();
    const answer = await fetch(`${p.served.url}/api/payments/callbacks/mvola`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        transactionStatus: 'completed',
        serverCorrelationId: unknownCorrelation,
        transactionReference: '9876543210',
        amount: '5000',
      }),
    });
    expect(answer.status).toBe(200);
    const orange = await fetch(
      `${p.served.url}/api/payments/callbacks/orange-money?payment=${randomUUID()}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS', notif_token: 'whatever', txnid: 'MP1' }),
      },
    );
    expect(orange.status).toBe(200);
    expect(p.mvola.statusRequests).toBe(statusRequests);
    expect(
      await p.db().select().from(schema.paymentEvent).where(isNull(schema.paymentEvent.paymentId)),
    ).toHaveLength(2);

    const list = (actor: TestActor) =>
      p.app().request('/api/admin/payments/unmatched-events?pageSize=10', { headers: actor.headers });
    expect((await list(english)).status).toBe(403);
    const page = await readJson(await list(admin));
    expect(page.total).toBe(2);
    expect(page.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'mvola',
          kind: 'NOTIFICATION',
          outcome: 'unknown payment',
          payload: expect.objectContaining({ serverCorrelationId: unknownCorrelation }),
        }),
        expect.objectContaining({ source: 'orange-money', outcome: 'unknown payment' }),
      ]),
    );
  });

  it('documents both callback methods and what booking with a payment may refuse', async () => {
    const document = await readJson(await p.app().request('/api/openapi.json'));
    const callbacks = document.paths['/api/payments/callbacks/{provider}'];
    expect(Object.keys(callbacks).sort()).toEqual(['post', 'put']);
    expect(callbacks.put.responses['429']).toBeDefined();
    for (const path of ['/api/bookings', '/api/flight-bookings']) {
      const create = document.paths[path].post;
      expect(create.summary).not.toContain('instant confirmation');
      expect(create.responses['422'].description).toContain('PAYMENT_METHOD_UNAVAILABLE');
      expect(create.responses['422'].description).toContain('payment.phone');
    }
  });
});

describe('a flood of provider notifications', () => {
  it('is cut per source address before any provider is asked', async () => {
    const providers = await startFakeProviders();
    const testApp = await createTestApp({
      env: providers.env,
      paymentCallbackLimiter: createMemoryRateLimiter({ max: 3, windowMs: 60_000 }),
    });
    try {
      const guest = await createActor(testApp.services);
      const hotel = await insertHotel(testApp.database.db, { prepaymentPercent: 100 });
      const booking = await readJson(
        await testApp.app.request('/api/bookings', {
          method: 'POST',
          headers: guest.headers,
          body: JSON.stringify({
            hotelId: hotel.id,
            checkIn: '2030-01-10',
            checkOut: '2030-01-12',
            rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
            guest: { name: 'Soa Rasoa', phone: '+261 34 12 345 67' },
            payment: { method: 'MVOLA' },
          }),
        }),
      );
      const payment = booking.payments.find((candidate: { method: string }) => candidate.method === 'MVOLA');
      const [row] = await testApp.database.db
        .select()
        .from(schema.payment)
        .where(and(eq(schema.payment.id, payment.id)));
      const before = providers.mvola.statusRequests;
      const forged = (index: number) =>
        testApp.app.request(`/api/payments/callbacks/mvola?payment=${payment.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            transactionStatus: 'completed',
            serverCorrelationId: row?.providerReference,
            transactionReference: `forged-${index}`,
          }),
        });
      const statuses = [];
      for (let index = 0; index < 6; index++) statuses.push((await forged(index)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      expect(providers.mvola.statusRequests - before).toBe(3);
      const refused = await forged(99);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await readJson(refused)).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await testApp.close();
      await providers.close();
    }
  });
});
