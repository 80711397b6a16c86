import {
  type AirlinePermission,
  airlineRoleAllows,
  type HotelMemberRole,
  type HotelPermission,
  hotelRoleAllows,
} from '@madabook/contracts';
import { dayFromToday, scheduleInput } from '../modules/flights/test-network';
import { hotelInput, roomInput } from '../test/catalog-requests';
import { deskBooking } from '../test/hotel-desk';
import { testImage } from '../test/test-images';
import {
  type CallerName,
  type PartnerCallerName,
  partnerCallers,
  type SecurityWorld,
} from './security-world';

/** What one request of the matrix sends, besides its caller's credentials. */
export interface RequestParts {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON (photo uploads). */
  form?: FormData;
  headers?: Record<string, string>;
}

type RequestOf = (world: SecurityWorld, caller: CallerName) => RequestParts | Promise<RequestParts>;

/** The status each caller gets from one operation, and the request that asks it. */
export interface AccessRule {
  status: Partial<Record<CallerName, number>> & Record<Exclude<CallerName, 'otherUser'>, number>;
  request?: RequestOf;
  /**
   * The operation ends or changes its caller's session or account (sign-out, delete-user…): each
   * signed-in caller is then a new account of the same role, so the suite's own actors stay whole.
   */
  freshCaller?: boolean;
}

/** Every partner caller gets the same status. */
const partnersGet = (status: number) =>
  Object.fromEntries(partnerCallers.map((caller) => [caller, status])) as Record<PartnerCallerName, number>;

const everyone = (status: number, request?: RequestOf): AccessRule => ({
  status: { anonymous: status, otherUser: status, user: status, admin: status, ...partnersGet(status) },
  request,
});
const signedIn = (status: number, request?: RequestOf, freshCaller = false): AccessRule => ({
  status: { anonymous: 401, otherUser: status, user: status, admin: status, ...partnersGet(status) },
  request,
  freshCaller,
});
/** The platform's: partners are signed-in accounts like any other here. */
const adminOnly = (status: number, request?: RequestOf): AccessRule => ({
  status: { anonymous: 401, otherUser: 403, user: 403, admin: status, ...partnersGet(403) },
  request,
});
/** A resource of USER A's: A and an ADMIN (on A's behalf) get `status`; anyone else is told it does not exist. */
const ownedByUser = (status: number, request: RequestOf): AccessRule => ({
  status: { anonymous: 401, otherUser: 404, user: status, admin: status, ...partnersGet(404) },
  request,
});
/**
 * A `/api/partner` operation on hotel A: its members whose role has the permission and admins get
 * `status`, a smaller role 403; travellers and the airline's manager are told it does not exist.
 */
const hotelPartner = (permission: HotelPermission, status: number, request?: RequestOf): AccessRule => {
  const byRole = (role: HotelMemberRole) => (hotelRoleAllows(role, permission) ? status : 403);
  return {
    status: {
      anonymous: 401,
      otherUser: 404,
      user: 404,
      admin: status,
      hotelOwner: byRole('OWNER'),
      hotelManager: byRole('MANAGER'),
      frontDesk: byRole('FRONT_DESK'),
      airlineManager: 404,
    },
    request,
  };
};
/** Likewise on the world's airline (MT): its manager by permission, the hotel's members 404. */
const airlinePartner = (permission: AirlinePermission, status: number, request?: RequestOf): AccessRule => ({
  status: {
    anonymous: 401,
    otherUser: 404,
    user: 404,
    admin: status,
    ...partnersGet(404),
    airlineManager: airlineRoleAllows('MANAGER', permission) ? status : 403,
  },
  request,
});
/**
 * An operation of the back office on hotel A and its twin under /api/partner (the same path with
 * /api/admin or /api replaced): the same request, admins only on one, by permission on the other.
 */
function mirroredForPartners(
  permission: HotelPermission,
  adminKey: string,
  status: number,
  request: RequestOf,
): Record<string, AccessRule> {
  const partnerKey = adminKey.replace(/ \/api\/(admin\/)?/, ' /api/partner/');
  return { [adminKey]: adminOnly(status, request), [partnerKey]: hotelPartner(permission, status, request) };
}

/** What any signed-in account may ask of its own partner memberships. */
const ownMemberships = (status: number, request?: RequestOf): AccessRule => signedIn(status, request);

/**
 * The user an admin operation acts on: a new one for the admin, whose call succeeds; for the
 * others, whom the guard stops, any user will do (B), which spares making accounts for nothing.
 */
const targetUser = async (world: SecurityWorld, caller: CallerName) =>
  caller === 'admin' ? (await world.fresh.user()).id : world.otherUser.id;

const id = (value: string) => ({ path: { id: value } });
/** A stay of `nights` from `daysFromNow`, as a booking's body has it. */
const stayFrom = (daysFromNow: number, nights: number) => ({
  checkIn: dayFromToday(daysFromNow),
  checkOut: dayFromToday(daysFromNow + nights),
});
/**
 * A front-desk action's booking: a new stay of today for each caller whom the guard lets through
 * (the hotel's members and the admin), USER A's booking for the others, whom it stops.
 */
const deskStay =
  (kind: 'stayToday' | 'guestInHouse', nights = 2): RequestOf =>
  async (world, caller) =>
    id(
      ['admin', 'hotelOwner', 'hotelManager', 'frontDesk'].includes(caller)
        ? (await world.fresh[kind](nights)).id
        : world.ids.bookingId,
    );
/** The same request on the world's airline's partner path. */
const onAirline =
  (request?: RequestOf): RequestOf =>
  async (world, caller) => {
    const parts = (await request?.(world, caller)) ?? {};
    return { ...parts, path: { ...parts.path, code: 'MT' } };
  };
const hotel = (world: SecurityWorld) => id(world.ids.hotelId);
const room = (world: SecurityWorld) => id(world.ids.roomId);
const credentials = (world: SecurityWorld) => ({ email: world.user.email, password: world.password });
const newPassword = 'another-long-password';
const reportRange = { from: dayFromToday(0), to: dayFromToday(30) };
const feedRoom = (world: SecurityWorld) => ({ path: { roomId: world.ids.roomId } });

/**
 * Every operation of the API, written once: who gets which status. The matrix fails on an
 * operation of the OpenAPI documents that has no entry here, so a new route cannot slip through.
 */
export const accessTable: Record<string, AccessRule> = {
  // System
  'GET /api/health': everyone(200),
  'GET /api/ready': everyone(200),
  'GET /api/config': everyone(200),

  // Amenities
  'GET /api/hotel-amenities': everyone(200),
  'POST /api/hotel-amenities': adminOnly(201, () => ({
    body: { nameFr: `Piscine ${Math.random()}`, nameEn: `Pool ${Math.random()}`, icon: 'waves' },
  })),
  'GET /api/hotel-amenities/{id}': everyone(200, (world) => id(world.ids.amenityId)),
  'PUT /api/hotel-amenities/{id}': adminOnly(200, (world) => ({
    ...id(world.ids.amenityId),
    body: { nameFr: 'Wi-Fi gratuit', nameEn: 'Free Wi-Fi', icon: 'wifi' },
  })),
  'DELETE /api/hotel-amenities/{id}': adminOnly(204, async (world) => id(await world.fresh.amenity())),

  // Hotels
  'POST /api/hotels': adminOnly(201, () => ({ body: hotelInput() })),
  'PUT /api/hotels/archive': adminOnly(200, async (world) => ({
    body: { id: (await world.fresh.hotel()).id, archived: true },
  })),
  'PUT /api/hotels/{id}': adminOnly(200, (world) => ({ ...hotel(world), body: hotelInput() })),
  'GET /api/partner/hotels/{id}': hotelPartner('bookings', 200, hotel),
  'PUT /api/partner/hotels/{id}': hotelPartner('details', 200, (world) => {
    const { stars: _stars, tier: _tier, ...details } = hotelInput();
    return { ...hotel(world), body: details };
  }),
  'DELETE /api/hotels/{id}': adminOnly(204, async (world) => id((await world.fresh.hotel()).id)),
  'GET /api/hotels/{id}': everyone(200, hotel),
  'GET /api/hotels/all': everyone(200),
  'GET /api/hotels/by-slug/{slug}': everyone(200, (world) => ({ path: { slug: world.ids.hotelSlug } })),
  'GET /api/admin/hotels': adminOnly(200),

  // Rooms and photos: the back office's, and the same operations for hotel A's team under /api/partner
  ...mirroredForPartners('rooms', 'POST /api/hotels/rooms', 201, (world) => ({
    body: roomInput(world.ids.hotelId),
  })),
  'GET /api/hotels/rooms/{id}': everyone(200, room),
  ...mirroredForPartners('rooms', 'PUT /api/hotels/rooms/{id}', 200, (world) => ({
    ...room(world),
    body: roomInput(world.ids.hotelId, { quantity: 20 }),
  })),
  ...mirroredForPartners('rooms', 'DELETE /api/hotels/rooms/{id}', 204, async (world) =>
    id(await world.fresh.room(world.ids.hotelId)),
  ),
  'GET /api/hotels/{id}/rooms': everyone(200, hotel),
  'GET /api/partner/hotels/rooms/{id}': hotelPartner('bookings', 200, room),
  'GET /api/partner/hotels/{id}/rooms': hotelPartner('bookings', 200, hotel),
  ...mirroredForPartners('rooms', 'POST /api/hotels/{id}/photos', 201, async (world) => ({
    ...hotel(world),
    form: await photoForm(),
  })),
  ...mirroredForPartners('rooms', 'PUT /api/hotels/{id}/photos/order', 200, async (world) => ({
    ...hotel(world),
    body: { photoIds: (await photoIdsOf(world, `/api/hotels/${world.ids.hotelId}`)).reverse() },
  })),
  ...mirroredForPartners('rooms', 'DELETE /api/hotels/{id}/photos/{photoId}', 204, async (world) => ({
    path: {
      id: world.ids.hotelId,
      photoId: (await world.fresh.photo(`/api/hotels/${world.ids.hotelId}/photos`)).id,
    },
  })),
  ...mirroredForPartners('rooms', 'POST /api/hotels/rooms/{id}/photos', 201, async (world) => ({
    ...room(world),
    form: await photoForm(),
  })),
  ...mirroredForPartners('rooms', 'PUT /api/hotels/rooms/{id}/photos/order', 200, async (world) => ({
    ...room(world),
    body: { photoIds: (await photoIdsOf(world, `/api/hotels/rooms/${world.ids.roomId}`)).reverse() },
  })),
  ...mirroredForPartners('rooms', 'DELETE /api/hotels/rooms/{id}/photos/{photoId}', 204, async (world) => ({
    path: {
      id: world.ids.roomId,
      photoId: (await world.fresh.photo(`/api/hotels/rooms/${world.ids.roomId}/photos`)).id,
    },
  })),
  'GET /api/photos/{key}/{file}': everyone(200, (world) => ({
    path: { key: world.ids.photoFile[0], file: world.ids.photoFile[1] },
  })),

  // Users (back office)
  'GET /api/admin/users': adminOnly(200),
  'POST /api/admin/users': adminOnly(201, () => ({
    body: { email: `made-${Math.random().toString(36).slice(2)}@example.mg`, password: newPassword },
  })),
  'GET /api/admin/users/{id}': adminOnly(200, (world) => id(world.user.id)),
  'PATCH /api/admin/users/{id}': adminOnly(200, async (world, caller) => ({
    ...id(await targetUser(world, caller)),
    body: { name: 'Hery Rabe' },
  })),
  'DELETE /api/admin/users/{id}': adminOnly(204, async (world, caller) =>
    id(await targetUser(world, caller)),
  ),
  'POST /api/admin/users/{id}/ban': adminOnly(200, async (world, caller) => ({
    ...id(await targetUser(world, caller)),
    body: { reason: 'spam' },
  })),
  'POST /api/admin/users/{id}/unban': adminOnly(200, async (world, caller) =>
    id(await targetUser(world, caller)),
  ),
  'POST /api/admin/users/{id}/password-reset': adminOnly(204, (world) => id(world.otherUser.id)),
  'POST /api/admin/users/{id}/revoke-sessions': adminOnly(204, async (world, caller) =>
    id(await targetUser(world, caller)),
  ),

  // Contacts: anyone may leave a message; reading them is the back office's
  'POST /api/contacts': everyone(201, () => ({
    body: { name: 'Ravo', email: 'ravo@example.mg', note: 'Bonjour' },
  })),
  'GET /api/contacts': adminOnly(200),
  'GET /api/contacts/{id}': adminOnly(200, (world) => id(world.ids.contactId)),
  'PUT /api/contacts/{id}': adminOnly(200, (world) => ({
    ...id(world.ids.contactId),
    body: { name: 'Ravo R.', email: 'ravo@example.mg' },
  })),
  'DELETE /api/contacts/{id}': adminOnly(204, async (world) => id(await world.fresh.contact())),

  // Beta access and mail
  'POST /api/beta-access': everyone(201, () => ({
    body: { email: `beta-${Math.random().toString(36).slice(2)}@example.mg` },
  })),
  'GET /api/admin/beta-access': adminOnly(200),
  'GET /api/admin/beta-access/export.csv': adminOnly(200),
  'GET /api/admin/mail': adminOnly(200),
  'POST /api/admin/mail': adminOnly(201, (world) => ({
    body: { to: world.otherUser.email, subject: 'Bonjour', body: 'Misaotra.' },
  })),
  'GET /api/admin/mail/{id}': adminOnly(200, (world) => id(world.ids.mailId)),
  'POST /api/admin/mail/{id}/resend': adminOnly(201, (world) => id(world.ids.mailId)),
  'GET /api/admin/audit': adminOnly(200),
  'GET /api/partner/hotels/{id}/audit': hotelPartner('audit', 200, hotel),
  'GET /api/partner/airlines/{code}/audit': airlinePartner('audit', 200, () => ({ path: { code: 'MT' } })),
  'GET /api/admin/dashboard': adminOnly(200),

  // Search and availability
  'GET /api/search/hotels': everyone(200, () => ({
    query: { city: 'Antananarivo', checkIn: dayFromToday(30), checkOut: dayFromToday(32) },
  })),
  'GET /api/search/cities': everyone(200),
  'GET /api/hotels/{id}/availability': everyone(200, (world) => ({
    ...hotel(world),
    query: { checkIn: dayFromToday(30), checkOut: dayFromToday(32) },
  })),

  // Bookings: a traveller's own, and the back office's
  'POST /api/bookings': signedIn(201, (world) => ({
    body: {
      hotelId: world.ids.hotelId,
      checkIn: dayFromToday(60),
      checkOut: dayFromToday(61),
      rooms: [{ roomId: world.ids.roomId, quantity: 1 }],
      guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
    },
  })),
  'GET /api/bookings/mine': signedIn(200),
  'GET /api/bookings/{id}': ownedByUser(200, (world) => id(world.ids.bookingId)),
  'POST /api/bookings/{id}/cancel': ownedByUser(200, async (world) =>
    id((await world.fresh.booking(world.user)).id),
  ),
  'POST /api/flight-bookings': signedIn(201, async (world, caller) => ({
    body: {
      offerIds: [await world.fresh.offerId(6)],
      passengers: [{ type: 'ADULT', firstName: 'Hery', lastName: caller, birthDate: '1985-06-26' }],
      contact: { email: 'hery@example.mg', phone: '034 12 345 67' },
    },
  })),
  'GET /api/admin/bookings': adminOnly(200),
  'GET /api/admin/bookings/export.csv': adminOnly(200),
  'POST /api/admin/bookings/{id}/cancel': adminOnly(200, async (world) =>
    id((await world.fresh.booking(world.user)).id),
  ),

  // Payments
  'GET /api/payments/methods': ownedByUser(200, (world) => ({ query: { bookingId: world.ids.bookingId } })),
  'POST /api/bookings/{id}/payments': ownedByUser(201, (world) => ({
    ...id(world.ids.bookingId),
    body: { method: 'PAY_AT_PROPERTY' },
  })),
  'GET /api/payments/{id}': ownedByUser(200, (world) => id(world.ids.paymentId)),
  // Providers call these with their own proof, never a session: none is configured here.
  'POST /api/payments/callbacks/{provider}': everyone(404, () => ({ path: { provider: 'mvola' }, body: {} })),
  'PUT /api/payments/callbacks/{provider}': everyone(404, () => ({ path: { provider: 'mvola' }, body: {} })),
  'GET /api/admin/payments': adminOnly(200),
  'GET /api/admin/payments/unmatched-events': adminOnly(200),
  // Only the admin's call goes through, and it needs a payment of its own.
  'POST /api/admin/payments/{id}/mark-paid': adminOnly(200, async (world, caller) =>
    id(caller === 'admin' ? (await world.fresh.booking(world.user)).paymentId : world.ids.paymentId),
  ),
  // A refund by hand needs money paid then a cancellation: an unknown one is 404, past the guard.
  'POST /api/admin/refunds/{id}/mark-refunded': adminOnly(404, () => id('no-such-refund')),

  // Calendar, by admins and by hotel A's owners and managers
  ...mirroredForPartners('calendar', 'GET /api/admin/hotels/{id}/occupancy', 200, (world) => ({
    ...hotel(world),
    query: { from: dayFromToday(0) },
  })),
  ...mirroredForPartners('calendar', 'PUT /api/admin/hotels/{id}/calendar', 200, (world) => ({
    ...hotel(world),
    body: {
      roomIds: [world.ids.roomId],
      from: dayFromToday(90),
      to: dayFromToday(91),
      price: { kind: 'PERCENT', percent: 10 },
    },
  })),

  // Flights
  'GET /api/airports': everyone(200),
  'GET /api/flights/search': everyone(200, () => ({
    query: { from: 'TNR', to: 'NOS', departDate: dayFromToday(5), adults: '1' },
  })),
  'GET /api/flights/offers/{offerId}': everyone(200, (world) => ({ path: { offerId: world.ids.offerId } })),
  'GET /api/admin/airports': adminOnly(200),
  'POST /api/admin/airports': adminOnly(201, async (world) => ({
    body: {
      ...(await world.made('GET', '/api/admin/airports/DIE', world.admin, undefined, 200)),
      code: 'ZZA',
    },
  })),
  'GET /api/admin/airports/{code}': adminOnly(200, () => ({ path: { code: 'TNR' } })),
  'PUT /api/admin/airports/{code}': adminOnly(200, async (world) => ({
    path: { code: 'FTU' },
    body: await world.made('GET', '/api/admin/airports/FTU', world.admin, undefined, 200),
  })),
  'DELETE /api/admin/airports/{code}': adminOnly(204, async (world) => ({
    path: { code: await world.fresh.airport() },
  })),
  'GET /api/admin/airlines': adminOnly(200),
  'POST /api/admin/airlines': adminOnly(201, () => ({
    body: { code: 'Q9', name: 'Zébu Air', color: '#AA5500' },
  })),
  'GET /api/admin/airlines/{code}': adminOnly(200, () => ({ path: { code: 'MT' } })),
  'PUT /api/admin/airlines/{code}': adminOnly(200, () => ({
    path: { code: 'MT' },
    body: { name: 'Mada Test Air', color: '#0B6E4F' },
  })),
  'DELETE /api/admin/airlines/{code}': adminOnly(204, async (world) => ({
    path: { code: await world.fresh.airline() },
  })),
  'GET /api/admin/flight-schedules': adminOnly(200),
  'POST /api/admin/flight-schedules': adminOnly(201, () => ({ body: scheduleInput() })),
  'GET /api/admin/flight-schedules/{id}': adminOnly(200, (world) => id(world.ids.scheduleId)),
  'PUT /api/admin/flight-schedules/{id}': adminOnly(200, sameSchedule),
  'DELETE /api/admin/flight-schedules/{id}': adminOnly(204, scheduleToDelete),
  'GET /api/admin/flight-instances': adminOnly(200),
  'PUT /api/admin/flight-instances/{id}/times': adminOnly(200, newDepartureTimes),
  'POST /api/admin/flight-instances/{id}/cancel': adminOnly(200, departureToCancel),

  // Partners: airlines, their own schedules, departures and bookings (the world's airline, MT)
  'GET /api/partner/airlines/{code}/schedules': airlinePartner('schedules', 200, onAirline()),
  'POST /api/partner/airlines/{code}/schedules': airlinePartner(
    'schedules',
    201,
    onAirline(() => ({ body: scheduleInput() })),
  ),
  'GET /api/partner/airlines/{code}/schedules/{id}': airlinePartner(
    'schedules',
    200,
    onAirline((world) => id(world.ids.scheduleId)),
  ),
  'PUT /api/partner/airlines/{code}/schedules/{id}': airlinePartner(
    'schedules',
    200,
    onAirline(sameSchedule),
  ),
  'DELETE /api/partner/airlines/{code}/schedules/{id}': airlinePartner(
    'schedules',
    204,
    onAirline(scheduleToDelete),
  ),
  'GET /api/partner/airlines/{code}/departures': airlinePartner('schedules', 200, onAirline()),
  'PUT /api/partner/airlines/{code}/departures/{id}/times': airlinePartner(
    'schedules',
    200,
    onAirline(newDepartureTimes),
  ),
  'POST /api/partner/airlines/{code}/departures/{id}/cancel': airlinePartner(
    'schedules',
    200,
    onAirline(departureToCancel),
  ),
  'GET /api/partner/airlines/{code}/bookings': airlinePartner('bookings', 200, onAirline()),

  // Partners: members and invitations, by the platform and by each property's owners
  ...memberRules('admin', 'hotel', adminOnly),
  ...memberRules('admin', 'airline', adminOnly),
  ...memberRules('partner', 'hotel', (status, request) => hotelPartner('members', status, request)),
  ...memberRules('partner', 'airline', (status, request) => airlinePartner('members', status, request)),
  'GET /api/partner/properties': ownMemberships(200),
  // Each member's own setting: admins, members of nothing, have none.
  'PUT /api/partner/hotels/{id}/notifications': {
    status: {
      anonymous: 401,
      otherUser: 404,
      user: 404,
      admin: 404,
      ...partnersGet(200),
      airlineManager: 404,
    },
    request: (world) => ({ ...hotel(world), body: { bookingMails: true } }),
  },
  'PUT /api/partner/airlines/{code}/notifications': {
    status: {
      anonymous: 401,
      otherUser: 404,
      user: 404,
      admin: 404,
      ...partnersGet(404),
      airlineManager: 200,
    },
    request: () => ({ path: { code: 'MT' }, body: { bookingMails: false } }),
  },
  'GET /api/partner/invitations/{token}': everyone(200, async (world) => ({
    path: { token: (await world.fresh.invitation({ hotelId: world.ids.hotelId })).token },
  })),
  // Each caller accepts one sent to its own address (to a hotel of its own); nobody without a session.
  'POST /api/partner/invitations/{token}/accept': signedIn(200, async (world, caller) => {
    const email = (world.callers[caller] as { email?: string }).email;
    const { id: hotelId } = await world.fresh.hotel();
    return { path: { token: (await world.fresh.invitation({ hotelId }, email)).token } };
  }),

  // Partners: bookings and front desk
  'GET /api/partner/hotels/{id}/bookings': hotelPartner('bookings', 200, hotel),
  'GET /api/partner/hotels/{id}/bookings/export.csv': hotelPartner('bookings', 200, hotel),
  'POST /api/partner/hotels/{id}/bookings': hotelPartner('bookings', 201, (world) => ({
    ...hotel(world),
    body: { ...deskBooking({ rooms: [{ id: world.ids.roomId }] }), ...stayFrom(70, 1) },
  })),
  'GET /api/partner/hotels/{id}/front-desk': hotelPartner('bookings', 200, hotel),
  'GET /api/partner/bookings/{id}': hotelPartner('bookings', 200, (world) => id(world.ids.bookingId)),
  'POST /api/partner/bookings/{id}/check-in': hotelPartner('bookings', 200, deskStay('stayToday')),
  'POST /api/partner/bookings/{id}/check-out': hotelPartner('bookings', 200, deskStay('guestInHouse')),
  // On the arrival day the guest may still come: refused, past every guard.
  'POST /api/partner/bookings/{id}/no-show': hotelPartner('bookings', 409, deskStay('stayToday')),
  'POST /api/partner/bookings/{id}/early-departure': hotelPartner('bookings', 200, async (world, caller) => ({
    ...(await deskStay('guestInHouse', 3)(world, caller)),
    body: { lastNight: dayFromToday(0) },
  })),
  'POST /api/partner/bookings/{id}/cancel': hotelPartner('bookings', 200, deskStay('stayToday')),

  // Partners: reports and calendar feeds
  'GET /api/partner/hotels/{id}/reports': hotelPartner('reports', 200, (world) => ({
    ...hotel(world),
    query: reportRange,
  })),
  'GET /api/admin/hotels/{id}/reports': adminOnly(200, (world) => ({ ...hotel(world), query: reportRange })),
  'GET /api/admin/reports': adminOnly(200, () => ({ query: reportRange })),
  'GET /api/partner/rooms/{roomId}/calendar-feed': hotelPartner('rooms', 200, feedRoom),
  'POST /api/partner/rooms/{roomId}/calendar-feed': hotelPartner('rooms', 200, feedRoom),
  'GET /api/admin/rooms/{roomId}/calendar-feed': adminOnly(200, feedRoom),
  'POST /api/admin/rooms/{roomId}/calendar-feed': adminOnly(200, feedRoom),
  // The token is the only credential: a fresh room's, read by the admin.
  'GET /api/ical/{token}.ics': everyone(200, async (world) => {
    const roomId = await world.fresh.room(world.ids.hotelId);
    const { url } = await world.made(
      'GET',
      `/api/admin/rooms/${roomId}/calendar-feed`,
      world.admin,
      undefined,
      200,
    );
    return { path: { token: /\/api\/ical\/([\w-]+)\.ics$/.exec(url)?.[1] ?? '' } };
  }),

  // better-auth: signing in and up, and a session's own account
  'POST /api/auth/sign-in/social': everyone(404, () => ({ body: { provider: 'google', callbackURL: '/' } })),
  'GET /api/auth/callback/{id}': everyone(302, () => ({
    path: { id: 'google' },
    query: { state: 'x', code: 'y' },
  })),
  'POST /api/auth/callback/{id}': everyone(302, () => ({
    path: { id: 'google' },
    body: { state: 'x', code: 'y' },
  })),
  'GET /api/auth/get-session': everyone(200),
  // better-auth's generator lists a POST its router does not serve.
  'POST /api/auth/get-session': everyone(404, () => ({ body: {} })),
  // Without a session there is nothing to end: success all the same.
  'POST /api/auth/sign-out': { ...everyone(200, () => ({ body: {} })), freshCaller: true },
  'POST /api/auth/sign-up/email': everyone(200, () => ({
    body: {
      email: `signup-${Math.random().toString(36).slice(2)}@example.mg`,
      password: newPassword,
      name: '',
    },
  })),
  'POST /api/auth/sign-in/email': everyone(200, (world) => ({ body: credentials(world) })),
  'POST /api/auth/reset-password': everyone(400, () => ({ body: { newPassword, token: 'not-a-token' } })),
  'POST /api/auth/verify-password': signedIn(200, (world) => ({ body: { password: world.password } })),
  'GET /api/auth/verify-email': everyone(401, () => ({ query: { token: 'not-a-token' } })),
  // Anybody may ask for a link to an address (unknown ones included, which reveals nothing); a
  // signed-in user only for their own, unverified one.
  'POST /api/auth/send-verification-email': {
    status: { anonymous: 200, otherUser: 400, user: 400, admin: 400, ...partnersGet(400) },
    request: () => ({ body: { email: 'nobody@example.mg' } }),
  },
  'POST /api/auth/change-email': signedIn(
    200,
    () => ({ body: { newEmail: `moved-${Math.random().toString(36).slice(2)}@example.mg` } }),
    true,
  ),
  'POST /api/auth/change-password': signedIn(
    200,
    (world) => ({ body: { currentPassword: world.password, newPassword } }),
    true,
  ),
  'POST /api/auth/update-session': signedIn(400, () => ({ body: {} })),
  'POST /api/auth/update-user': signedIn(200, () => ({ body: { language: 'fr' } })),
  'POST /api/auth/delete-user': signedIn(200, (world) => ({ body: { password: world.password } }), true),
  'POST /api/auth/request-password-reset': everyone(200, () => ({ body: { email: 'nobody@example.mg' } })),
  'POST /api/auth/forget-password': everyone(200, () => ({ body: { email: 'nobody@example.mg' } })),
  'GET /api/auth/reset-password/{token}': everyone(302, () => ({
    path: { token: 'x'.repeat(24) },
    query: { callbackURL: '/' },
  })),
  'GET /api/auth/list-sessions': signedIn(200),
  'POST /api/auth/revoke-session': signedIn(200, () => ({ body: { token: 'not-a-session' } })),
  'POST /api/auth/revoke-sessions': signedIn(200, () => ({ body: {} }), true),
  'POST /api/auth/revoke-other-sessions': signedIn(200, () => ({ body: {} }), true),
  'POST /api/auth/link-social': signedIn(404, () => ({ body: { provider: 'google', callbackURL: '/' } })),
  'GET /api/auth/list-accounts': signedIn(200),
  'GET /api/auth/delete-user/callback': everyone(404, () => ({ query: { token: 'not-a-token' } })),
  'POST /api/auth/unlink-account': signedIn(400, () => ({ body: { providerId: 'google' } })),
  'POST /api/auth/refresh-token': signedIn(400, () => ({ body: { providerId: 'google' } })),
  'POST /api/auth/get-access-token': signedIn(400, () => ({ body: { providerId: 'google' } })),
  // Its accountId is missing: refused before the session is read.
  'GET /api/auth/account-info': everyone(400),
  'POST /api/auth/account-info': signedIn(400, () => ({ body: { accountId: 'not-an-account' } })),
  'GET /api/auth/ok': everyone(200),
  'GET /api/auth/error': everyone(200, () => ({ query: { error: 'state_mismatch' } })),

  // better-auth's admin plugin answers no request over HTTP (disabledPaths): see the attack suite.
};

/**
 * The four member operations of the world's hotel or airline under /api/admin or /api/partner:
 * who may list, invite, remove and withdraw. A removal or a withdrawal takes a new member or invitation.
 */
function memberRules(
  area: 'admin' | 'partner',
  kind: 'hotel' | 'airline',
  rule: (status: number, request: RequestOf) => AccessRule,
): Record<string, AccessRule> {
  const propertyOf = (world: SecurityWorld) =>
    kind === 'hotel' ? { hotelId: world.ids.hotelId } : { airlineCode: 'MT' };
  const path = (world: SecurityWorld): Record<string, string> =>
    kind === 'hotel' ? { id: world.ids.hotelId } : { code: 'MT' };
  const prefix = `/api/${area}/${kind === 'hotel' ? 'hotels/{id}' : 'airlines/{code}'}`;
  return {
    [`GET ${prefix}/members`]: rule(200, (world) => ({ path: path(world) })),
    [`POST ${prefix}/members`]: rule(201, (world) => ({
      path: path(world),
      body: { email: `invited-${Math.random().toString(36).slice(2)}@example.mg`, role: 'MANAGER' },
    })),
    [`DELETE ${prefix}/members/{userId}`]: rule(204, async (world) => ({
      path: { ...path(world), userId: (await world.fresh.member(propertyOf(world), 'MANAGER')).id },
    })),
    [`DELETE ${prefix}/invitations/{invitationId}`]: rule(204, async (world) => ({
      path: { ...path(world), invitationId: (await world.fresh.invitation(propertyOf(world))).id },
    })),
  };
}

/** The world's schedule sent back as it is (its route and seats kept: it has sales). */
async function sameSchedule(world: SecurityWorld): Promise<RequestParts> {
  const schedule = await world.made(
    'GET',
    `/api/admin/flight-schedules/${world.ids.scheduleId}`,
    world.admin,
    undefined,
    200,
  );
  return { ...id(world.ids.scheduleId), body: scheduleInput({ flightNumber: schedule.flightNumber }) };
}

/** A schedule of its own for each deletion, flying well after any sale. */
async function scheduleToDelete(world: SecurityWorld): Promise<RequestParts> {
  return id(await world.fresh.schedule({ validFrom: dayFromToday(200), validTo: dayFromToday(201) }));
}

function newDepartureTimes(world: SecurityWorld): RequestParts {
  return { ...id(world.ids.instanceId), body: { departureTime: '08:05', arrivalTime: '09:35' } };
}

/** The first departure of a schedule of its own for each cancellation. */
async function departureToCancel(world: SecurityWorld): Promise<RequestParts> {
  const scheduleId = await world.fresh.schedule();
  const instances = await world.made(
    'GET',
    `/api/admin/flight-instances?scheduleId=${scheduleId}`,
    world.admin,
    undefined,
    200,
  );
  return id(instances.items[0].id);
}

const photoIdsOf = async (world: SecurityWorld, ownerPath: string): Promise<string[]> =>
  (await world.made('GET', ownerPath, world.admin, undefined, 200)).photos.map(
    (photo: { id: string }) => photo.id,
  );

async function photoForm() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await testImage('png', 64, 48))]), 'photo.png');
  return form;
}
