import type { HotelMemberRole, Role } from '@madabook/contracts';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import {
  createTestNetwork,
  dayFromToday,
  scheduleInput,
  testAirports,
} from '../modules/flights/test-network';
import { actorPassword, anonymous, createActor, type TestActor } from '../test/actors';
import { apiClient } from '../test/api-client';
import { stay } from '../test/catalog-fixtures';
import { hotelInput, roomInput, uploadFiles } from '../test/catalog-requests';
import { deskActionPath, deskBooking, hotelBookingsPath } from '../test/hotel-desk';
import { readJson } from '../test/json';
import { createMember, invitationTokenFor, membersPath } from '../test/partners';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/test-app';
import { testImage } from '../test/test-images';

export type Caller = { headers: Record<string, string> };
type Property = { hotelId: string } | { airlineCode: string };
/** Members of the world's hotel (A) by role, and a manager of its airline (MT). */
export const partnerCallers = ['hotelOwner', 'hotelManager', 'frontDesk', 'airlineManager'] as const;
export type PartnerCallerName = (typeof partnerCallers)[number];
export type CallerName = 'anonymous' | 'otherUser' | 'user' | 'admin' | PartnerCallerName;

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;
/** Three capital letters never used before in this process, for airport codes. */
const freshCode = (length: number) =>
  Array.from({ length }, (_, index) =>
    String.fromCharCode(65 + (Math.floor(sequence++ / 26 ** index) % 26)),
  ).join('');

/**
 * The app with better-auth's origin and CSRF checks on (they are off under NODE_ENV=test), every
 * request of a caller carrying the app's own Origin as the SPA's do; its rate limits stay off so
 * that hundreds of requests measure access, not throttling (the attack suite tests them on).
 */
export const createSecurityTestApp = (options: TestAppOptions = {}) =>
  createTestApp({
    enforceSecurityInTests: true,
    contactFormLimiter: createMemoryRateLimiter({ max: 1000, windowMs: 60_000 }),
    ...options,
    env: { AUTH_RATE_LIMIT: 'false', ...options.env },
  });

/**
 * What the security suites call the API about, made through the API itself on a real (PGlite)
 * database: USER A (`user`) owns a booking of a hotel room and one of a flight, with their
 * payments; USER B (`otherUser`) owns nothing of A's; an ADMIN made the catalogue, the flight
 * network and the back office's records. `fresh` makes another of a kind for an operation that
 * consumes it (a deletion, a sign-out).
 */
export async function createSecurityWorld(testApp: TestApp) {
  const api = apiClient(testApp);
  const origin = { origin: testApp.config.appUrl };
  const withOrigin = (actor: TestActor) => ({ ...actor, headers: { ...actor.headers, ...origin } });
  const newActor = async (roles: Role[] = ['USER']) => withOrigin(await createActor(testApp.services, roles));
  const [user, otherUser, admin] = await Promise.all([newActor(), newActor(), newActor(['ADMIN', 'USER'])]);
  /** Sends as `caller` and answers the JSON body, failing unless the status is `expected`. */
  async function made(method: string, path: string, caller: Caller, body: unknown, expected = 201) {
    const response = await api.send(method, path, caller, body);
    if (response.status !== expected) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return readJson(response);
  }

  const fresh = {
    actor: newActor,
    /** A USER account, never signed in: what an admin operation acts on. */
    user: async (): Promise<{ id: string }> => {
      const email = `${unique('victim')}@example.mg`;
      const { user } = await testApp.services.transactions.withAuthTransaction(() =>
        testApp.services.auth.api.signUpEmail({ body: { email, password: actorPassword, name: email } }),
      );
      return user;
    },
    amenity: async (): Promise<string> =>
      (
        await made('POST', '/api/hotel-amenities', admin, {
          nameFr: unique('wifi'),
          nameEn: unique('wifi'),
          icon: 'wifi',
        })
      ).id,
    hotel: async (): Promise<{ id: string; slug: string }> =>
      made('POST', '/api/hotels', admin, hotelInput()),
    room: async (hotelId: string): Promise<string> =>
      (await made('POST', '/api/hotels/rooms', admin, roomInput(hotelId, { quantity: 20 }))).id,
    photo: async (path: string): Promise<{ id: string; urls: { thumb: string } }> => {
      const response = await uploadFiles(testApp, path, admin, [await testImage('png', 64, 48)]);
      if (response.status !== 201) throw new Error(`photo: ${response.status} ${await response.text()}`);
      // The answer is the owner's whole list, the new photo last.
      return (await readJson(response)).at(-1);
    },
    contact: async (): Promise<string> =>
      (await made('POST', '/api/contacts', admin, { name: 'Ravo', email: `${unique('c')}@example.mg` })).id,
    airport: async (): Promise<string> =>
      (await made('POST', '/api/admin/airports', admin, { ...testAirports.DIE, code: freshCode(3) })).code,
    airline: async (): Promise<string> =>
      (
        await made('POST', '/api/admin/airlines', admin, {
          code: freshCode(2),
          name: 'Zébu Air',
          color: '#AA5500',
        })
      ).code,
    schedule: async (overrides = {}): Promise<string> =>
      (await made('POST', '/api/admin/flight-schedules', admin, scheduleInput(overrides))).id,
    /** A stay of `owner`'s, paid at the hotel: its id and its payment's. */
    booking: async (owner: TestActor, daysFromNow = 20) => {
      const booking = await made('POST', '/api/bookings', owner, {
        hotelId: hotel.id,
        ...stay(daysFromNow, 2),
        rooms: [{ roomId, quantity: 1 }],
        guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
      });
      return { id: booking.id as string, paymentId: booking.payments[0]?.id as string };
    },
    /** A stay of the world's hotel arriving today, taken by the hotel (the admin, in its name). */
    stayToday: async (nights = 2): Promise<{ id: string }> =>
      made(
        'POST',
        hotelBookingsPath(hotel.id),
        admin,
        deskBooking({ rooms: [{ id: deskRoomId }] }, { nights }),
      ),
    /** The same, its guest checked in. */
    guestInHouse: async (nights = 2): Promise<{ id: string }> => {
      const booking = await fresh.stayToday(nights);
      await made('POST', deskActionPath(booking.id, 'check-in'), admin, undefined, 200);
      return booking;
    },
    /** A new account made a member of the property by the admin. */
    member: async (property: Property, role: HotelMemberRole = 'FRONT_DESK') =>
      createMember(testApp, admin, property, role),
    /** An invitation to the property mailed to `email` (a new address by default): its id and its link's token. */
    invitation: async (property: Property, email = `${unique('invited')}@example.mg`) => {
      const created = await made('POST', membersPath('admin', property), admin, { email, role: 'MANAGER' });
      return { id: created.id as string, token: await invitationTokenFor(testApp, email) };
    },
    offerId: async (daysFromNow = 5): Promise<string> => {
      const search = await made(
        'GET',
        `/api/flights/search?from=TNR&to=NOS&departDate=${dayFromToday(daysFromNow)}&adults=1`,
        anonymous,
        undefined,
        200,
      );
      const offer = search.outbound[0];
      if (!offer) throw new Error('no flight offer');
      return offer.offerId;
    },
  };

  const hotel = await fresh.hotel();
  const roomId = await fresh.room(hotel.id);
  // The front desk's stays arrive today: a room type of their own leaves the other nights alone.
  const deskRoomId = await fresh.room(hotel.id);
  await createTestNetwork(testApp, admin);
  const member = async (property: { hotelId: string } | { airlineCode: string }, role: HotelMemberRole) =>
    withOrigin(await createMember(testApp, admin, property, role));
  const partners: Record<PartnerCallerName, TestActor> = {
    hotelOwner: await member({ hotelId: hotel.id }, 'OWNER'),
    hotelManager: await member({ hotelId: hotel.id }, 'MANAGER'),
    frontDesk: await member({ hotelId: hotel.id }, 'FRONT_DESK'),
    airlineManager: await member({ airlineCode: 'MT' }, 'MANAGER'),
  };
  const callers: Record<CallerName, TestActor | Caller> = {
    anonymous: { headers: { ...anonymous.headers, ...origin } },
    otherUser,
    user,
    admin,
    ...partners,
  };

  const amenityId = await fresh.amenity();
  const hotelPhoto = await fresh.photo(`/api/hotels/${hotel.id}/photos`);
  const roomPhoto = await fresh.photo(`/api/hotels/rooms/${roomId}/photos`);
  const scheduleId = await fresh.schedule();
  const instances = await made(
    'GET',
    `/api/admin/flight-instances?scheduleId=${scheduleId}`,
    admin,
    undefined,
    200,
  );
  const booking = await fresh.booking(user);
  const offerId = await fresh.offerId();
  const flightBooking = await made('POST', '/api/flight-bookings', user, {
    offerIds: [offerId],
    passengers: [{ type: 'ADULT', firstName: 'Rova', lastName: 'Rakoto', birthDate: '1990-01-01' }],
    contact: { email: user.email, phone: '034 12 345 67' },
  });

  return {
    testApp,
    callers,
    user,
    otherUser,
    admin,
    partners,
    password: actorPassword,
    ids: {
      hotelId: hotel.id,
      hotelSlug: hotel.slug,
      roomId,
      amenityId,
      hotelPhotoId: hotelPhoto.id,
      roomPhotoId: roomPhoto.id,
      /** `/api/photos/{key}/{file}` of the hotel's photo. */
      photoFile: hotelPhoto.urls.thumb.split('/').slice(-2) as [string, string],
      contactId: await fresh.contact(),
      mailId: (
        await made('POST', '/api/admin/mail', admin, {
          to: user.email,
          subject: 'Bonjour',
          body: 'Misaotra.',
        })
      ).id as string,
      scheduleId,
      instanceId: instances.items[0]?.id as string,
      offerId,
      /** USER A's. */
      bookingId: booking.id,
      paymentId: booking.paymentId,
      flightBookingId: flightBooking.id as string,
    },
    fresh,
    made,
  };
}

export type SecurityWorld = Awaited<ReturnType<typeof createSecurityWorld>>;
