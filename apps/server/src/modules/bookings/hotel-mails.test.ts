import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { deskActionPath, deskBooking, hotelBookingsPath } from '../../test/hotel-desk';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { type PaymentApp, startPaymentApp } from '../../test/payment-app';
import { createTestApp, type TestApp } from '../../test/test-app';

type TestHotel = Awaited<ReturnType<typeof insertHotel>>;
const hotelTemplates = ['hotel-booking-new', 'hotel-booking-cancelled', 'hotel-payment-received'];

/** The mail of a template to `to` about the booking `reference`. */
async function mailAbout(
  testApp: Pick<TestApp, 'database'>,
  template: string,
  to: string,
  reference: string,
) {
  const mails = await testApp.database.db
    .select()
    .from(schema.mailMessage)
    .where(eq(schema.mailMessage.template, template));
  return mails.find((mail) => mail.to === to.toLowerCase() && mail.subject.includes(reference));
}

/** The mails to the hotel's team the outbox holds about a booking, as "template → recipient (language)". */
async function hotelMailsAbout(testApp: Pick<TestApp, 'database'>, reference: string) {
  const mails = await testApp.database.db.select().from(schema.mailMessage);
  return mails
    .filter((mail) => hotelTemplates.includes(mail.template) && mail.subject.includes(reference))
    .map((mail) => `${mail.template} → ${mail.to} (${mail.language})`)
    .sort();
}

describe('mails to the hotel’s team', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let traveller: TestActor;
  let hotel: TestHotel;
  let other: TestHotel;
  let owner: TestActor;
  let manager: TestActor;
  let quietManager: TestActor;
  let desk: TestActor;
  const booked = (body: Record<string, unknown> = {}) => ({
    hotelId: hotel.id,
    ...stay(12, 2),
    rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
    guest: { name: 'Miora Rabe', phone: '034 12 345 67' },
    ...body,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    traveller = await createActor(testApp.services);
    hotel = await insertHotel(testApp.database.db, {
      name: 'Les Flamboyants',
      rooms: [{ name: 'Bungalow', quantity: 2 }],
    });
    other = await insertHotel(testApp.database.db, { name: 'Hôtel Voisin' });
    owner = await createMember(testApp, admin, { hotelId: hotel.id }, 'OWNER', { language: 'fr' });
    manager = await createMember(testApp, admin, { hotelId: hotel.id }, 'MANAGER', { language: 'en' });
    quietManager = await createMember(testApp, admin, { hotelId: hotel.id }, 'MANAGER');
    desk = await createMember(testApp, admin, { hotelId: hotel.id }, 'FRONT_DESK');
    await createMember(testApp, admin, { hotelId: other.id }, 'OWNER');
    const quiet = await api.put(`/api/partner/hotels/${hotel.id}/notifications`, quietManager, {
      bookingMails: false,
    });
    expect(quiet.status).toBe(200);
  });
  afterAll(() => testApp.close());

  const expectedTo = (template: string) =>
    [`${template} → ${manager.email} (en)`, `${template} → ${owner.email} (fr)`].sort();

  it('tells the owners and managers who asked of each new booking, online or taken by the hotel, in their language', async () => {
    const online = await readJson(await api.post('/api/bookings', traveller, booked()));
    expect(await hotelMailsAbout(testApp, online.reference)).toEqual(expectedTo('hotel-booking-new'));
    const toOwner = await mailAbout(testApp, 'hotel-booking-new', owner.email, online.reference);
    expect(toOwner?.subject).toBe(`Nouvelle réservation ${online.reference} — Miora Rabe, Les Flamboyants`);
    expect(toOwner?.text).toContain('réservation en ligne sur MadaBook');
    expect(toOwner?.text).toContain(`http://localhost:3000/partner/hotels/${hotel.id}/bookings/${online.id}`);

    const phone = await readJson(
      await api.post(hotelBookingsPath(hotel.id), desk, deskBooking(hotel, { daysFromNow: 3 })),
    );
    expect(await hotelMailsAbout(testApp, phone.reference)).toEqual(expectedTo('hotel-booking-new'));
    const toManager = await mailAbout(testApp, 'hotel-booking-new', manager.email, phone.reference);
    expect(toManager?.text).toContain(`Reference: ${phone.reference} (booked by phone)`);
    expect(toManager?.text).toContain('Guest: Hery Rabe, +261341234567');
    expect(toManager?.text).toContain('Rooms: 1 × Bungalow.');

    // A booking refused (no room left) tells nobody anything.
    const before = (await testApp.database.db.select().from(schema.mailMessage)).length;
    const soldOut = await api.post(
      '/api/bookings',
      traveller,
      booked({ rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 2 }] }),
    );
    expect(soldOut.status).toBe(409);
    expect((await testApp.database.db.select().from(schema.mailMessage)).length).toBe(before);
  });

  it('tells them of each cancellation, whoever cancelled, and of each payment', async () => {
    const online = await readJson(await api.post('/api/bookings', traveller, booked({ ...stay(20, 1) })));
    await api.post(`/api/bookings/${online.id}/cancel`, traveller);
    expect(await hotelMailsAbout(testApp, online.reference)).toEqual(
      [...expectedTo('hotel-booking-new'), ...expectedTo('hotel-booking-cancelled')].sort(),
    );
    const cancelledMail = await mailAbout(
      testApp,
      'hotel-booking-cancelled',
      manager.email,
      online.reference,
    );
    expect(cancelledMail?.text).toContain('Cancelled by the guest: its rooms are on sale again.');

    const phone = await readJson(
      await api.post(hotelBookingsPath(hotel.id), desk, deskBooking(hotel, { daysFromNow: 21 })),
    );
    const paid = await api.post(`/api/admin/payments/${phone.payments[0].id}/mark-paid`, admin);
    expect(paid.status).toBe(200);
    expect(await hotelMailsAbout(testApp, phone.reference)).toEqual(
      [...expectedTo('hotel-booking-new'), ...expectedTo('hotel-payment-received')].sort(),
    );
    const receipt = await mailAbout(testApp, 'hotel-payment-received', owner.email, phone.reference);
    expect(receipt?.text).toMatch(/Reçu : 200\s000\sAr payés à l'hôtel\./);

    const byHotel = await readJson(
      await api.post(hotelBookingsPath(hotel.id), desk, deskBooking(hotel, { daysFromNow: 25 })),
    );
    expect((await api.post(deskActionPath(byHotel.id, 'cancel'), owner)).status).toBe(200);
    const ownCancel = await mailAbout(testApp, 'hotel-booking-cancelled', owner.email, byHotel.reference);
    expect(ownCancel?.text).toContain('Annulée par votre établissement');
  });

  it('mails no member who turned it off, no front desk, and no other hotel’s team', async () => {
    const online = await readJson(await api.post('/api/bookings', traveller, booked({ ...stay(30, 1) })));
    const recipients = (await hotelMailsAbout(testApp, online.reference)).map((line) => line.split(' → ')[1]);
    expect(recipients).toHaveLength(2);
    for (const left of [quietManager, desk]) {
      expect(recipients.some((recipient) => recipient?.startsWith(left.email.toLowerCase()))).toBe(false);
    }
  });
});

describe('mails to the hotel’s team with online payment on', () => {
  let p: PaymentApp;
  let depositHotel: TestHotel;
  let traveller: TestActor;
  let owner: TestActor;

  beforeAll(async () => {
    p = await startPaymentApp({ env: { PAYMENT_PROVIDER_TIMEOUT_MS: '1500' } });
    const { services } = p.served.testApp;
    const admin = await createActor(services, ['ADMIN', 'USER']);
    traveller = await createActor(services, ['USER'], { language: 'en' });
    depositHotel = await insertHotel(p.db(), { prepaymentPercent: 30, rooms: [{ quantity: 5 }] });
    owner = await createMember(p.served.testApp, admin, { hotelId: depositHotel.id }, 'OWNER', {
      language: 'en',
    });
  });
  afterAll(() => p.close());

  it('a booking the hotel takes is confirmed at once, paid at the hotel, whatever its deposit', async () => {
    const response = await p.app().request(hotelBookingsPath(depositHotel.id), {
      method: 'POST',
      headers: owner.headers,
      body: JSON.stringify(deskBooking(depositHotel, { daysFromNow: 4 }, { source: 'EMAIL' })),
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({
      status: 'CONFIRMED',
      source: 'EMAIL',
      amountDueNow: 0,
      holdExpiresAt: null,
      payments: [{ method: 'PAY_AT_PROPERTY', amount: 200_000 }],
    });
  });

  it('announces an online booking held for its deposit, then its payment', async () => {
    const held = await p.booked(traveller, depositHotel, { payment: { method: 'MVOLA' } });
    expect(held.status).toBe('PENDING_PAYMENT');
    const announced = await p.mailTo(owner.email, (mail) =>
      mail.subject.startsWith(`New booking ${held.reference}`),
    );
    expect(announced.text).toContain('Awaiting its online payment');

    const mvola = p.paymentOf(held, 'MVOLA');
    const correlationId = (await p.referenceOf(mvola.id)) as string;
    p.mvola.complete(correlationId);
    expect((await p.mvola.sendCallback(correlationId)).status).toBe(200);
    const payment = await p.mailTo(owner.email, (mail) =>
      mail.subject.startsWith(`Payment received ${held.reference}`),
    );
    expect(payment.text).toMatch(/Received: Ar\s60,000 paid with MVola\./);
  });
});
