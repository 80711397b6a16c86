import { addDays, todayInMadagascar } from '@madabook/contracts';
import { platformScope } from '../lib/scope';
import { seedFlightNetwork } from '../seed/flight-seed';
import { sendAs } from './access-matrix';
import { anonymous, createActor } from './actors';
import { stay } from './catalog-fixtures';
import { createHotel, createRoom, uploadFiles } from './catalog-requests';
import { readJson } from './json';
import { createMember } from './partners';
import type { TestApp } from './test-app';
import { testImage } from './test-images';

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return readJson(response);
}

/**
 * Fills every kind of data the app keeps, through its own routes and services:
 * accounts and sessions, amenities, hotels and rooms with photos and their
 * calendar, a few days of the flight network, a stay and a flight booked, a
 * payment marked paid, mails sent and waiting, a contact, a beta request, a
 * hotel's team and a room's calendar feed, and the audit trail of it all.
 */
export async function populate(testApp: TestApp) {
  const send = sendAs(testApp.app);
  const { services } = testApp;
  const admin = await createActor(services, ['ADMIN', 'USER']);
  const guest = await createActor(services, ['USER'], { language: 'fr' });
  const traveller = await createActor(services, ['USER'], { language: 'en' });

  const amenity = await expectStatus(
    await send('POST', '/api/hotel-amenities', admin, { nameFr: 'Piscine', nameEn: 'Pool', icon: 'waves' }),
    201,
    'amenity',
  );
  const png = await testImage('png', 900, 600);
  const hotels = [];
  for (const [city, prepaymentPercent] of [
    ['Nosy Be', 0],
    ['Toamasina', 30],
  ] as const) {
    const hotel = await createHotel(testApp, admin, { city, prepaymentPercent, amenityIds: [amenity.id] });
    const room = await createRoom(testApp, admin, hotel.id, { quantity: 3 });
    await createRoom(testApp, admin, hotel.id, { name: 'Suite', type: 'SUITE', capacity: 4, quantity: 1 });
    await expectStatus(
      await uploadFiles(testApp, `/api/hotels/${hotel.id}/photos`, admin, [png, png]),
      201,
      'photos',
    );
    await expectStatus(
      await uploadFiles(testApp, `/api/hotels/rooms/${room.id}/photos`, admin, [png]),
      201,
      'photos',
    );
    hotels.push({ ...hotel, roomId: room.id as string });
  }

  const atProperty = hotels[0] as (typeof hotels)[number];
  // Its team: an owner who accepted, a manager still invited; a room's calendar feed.
  await createMember(testApp, admin, { hotelId: atProperty.id }, 'OWNER');
  await expectStatus(
    await send('POST', `/api/admin/hotels/${atProperty.id}/members`, admin, {
      email: 'gerant@example.mg',
      role: 'MANAGER',
    }),
    201,
    'invitation',
  );
  await expectStatus(
    await send('GET', `/api/admin/rooms/${atProperty.roomId}/calendar-feed`, admin),
    200,
    'calendar feed',
  );
  const booking = await expectStatus(
    await send('POST', '/api/bookings', guest, {
      hotelId: atProperty.id,
      ...stay(12, 3),
      rooms: [{ roomId: atProperty.roomId, quantity: 2 }],
      guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
      specialRequests: 'Arrivée tardive « vers 22 h » — merci',
    }),
    201,
    'stay',
  );
  const payment = booking.payments.find((each: { method: string }) => each.method === 'PAY_AT_PROPERTY');
  if (!payment) throw new Error('the stay has no payment at the hotel');
  await expectStatus(
    await send('POST', `/api/admin/payments/${payment.id}/mark-paid`, admin),
    200,
    'payment marked paid',
  );

  // Cancelled once paid: the money owed back becomes a refund to make.
  await expectStatus(
    await send('POST', `/api/admin/bookings/${booking.id}/cancel`, admin),
    200,
    'stay cancelled',
  );

  await seedFlightNetwork(
    services,
    { id: admin.id, email: admin.email, requestId: 'populate', scope: platformScope },
    new Date(),
    4,
  );
  const departDate = addDays(todayInMadagascar(), 2);
  const search = await expectStatus(
    await testApp.app.request(`/api/flights/search?from=TNR&to=NOS&departDate=${departDate}&adults=1`),
    200,
    'flight search',
  );
  const offer = search.outbound[0];
  if (!offer) throw new Error('no flight offer to book');
  await expectStatus(
    await send('POST', '/api/flight-bookings', traveller, {
      offerIds: [offer.offerId],
      passengers: [{ type: 'ADULT', firstName: 'Hery', lastName: 'Randria', birthDate: '1990-04-01' }],
      contact: { email: traveller.email, phone: '+261 34 12 345 67' },
    }),
    201,
    'flight booking',
  );

  await expectStatus(
    await send('POST', '/api/contacts', admin, { name: 'Lalao', email: 'lalao@example.mg', note: 'Agence' }),
    201,
    'contact',
  );
  await expectStatus(
    await send('POST', '/api/beta-access', anonymous, { email: 'beta@example.mg' }),
    201,
    'beta',
  );
  // Some mails delivered, the rest left waiting in the outbox.
  await services.mailWorker.processDue();
  return { admin, guest, traveller };
}
