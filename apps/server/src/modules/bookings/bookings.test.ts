import { bookingReferencePattern } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { type ApiClient, apiClient } from '../../test/api-client';
import { insertHotel, stay } from '../../test/catalog-fixtures';
import { readJson } from '../../test/json';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { createTestAppWithInbox, type TestApp } from '../../test/test-app';

describe('booking a stay', () => {
  let testApp: TestApp;
  let api: ApiClient;
  let inbox: SmtpInbox;
  let guest: TestActor;
  let stranger: TestActor;
  let admin: TestActor;
  let hotel: Awaited<ReturnType<typeof insertHotel>>;

  const request = (overrides: Record<string, unknown> = {}) => ({
    hotelId: hotel.id,
    ...stay(10, 3),
    rooms: [{ roomId: hotel.rooms[0]?.id, quantity: 1 }],
    guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
    specialRequests: 'Late arrival, around 22:00',
    ...overrides,
  });

  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, inbox, close: closeApp } = await createTestAppWithInbox());
    api = apiClient(testApp);
    [guest, stranger, admin] = await Promise.all([
      createActor(testApp.services),
      createActor(testApp.services),
      createActor(testApp.services, ['ADMIN', 'USER']),
    ]);
    hotel = await insertHotel(testApp.database.db, {
      name: 'Le Baobab Rouge',
      rooms: [
        { name: 'Chambre Lagon', pricePerNight: 180_000, quantity: 3, capacity: 2 },
        { name: 'Suite Ravinala', pricePerNight: 420_000, quantity: 1, capacity: 4 },
      ],
    });
  });
  afterAll(() => closeApp());

  it('confirms at once with a reference, the price breakdown and a confirmation mail', async () => {
    const response = await api.post('/api/bookings', guest, request(), 'first-booking-key');
    expect(response.status).toBe(201);
    const booking = await readJson(response);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'UNPAID',
      total: 3 * 180_000,
      nights: 3,
      guests: 1,
      guest: { name: 'Rova Rakoto', phone: '+261341234567', email: guest.email },
      rooms: [{ roomName: 'Chambre Lagon', quantity: 1, pricePerNight: 180_000, subtotal: 540_000 }],
      cancellable: true,
    });
    expect(booking.reference).toMatch(bookingReferencePattern);
    expect(booking.hotel).toMatchObject({ name: 'Le Baobab Rouge', photo: null });

    await testApp.database.db.insert(schema.hotelPhoto).values({
      id: 'cover',
      hotelId: hotel.id,
      position: 0,
      storageKey: 'cover-key',
      width: 800,
      height: 533,
    });
    const withPhoto = await readJson(await api.get(`/api/bookings/${booking.id}`, guest));
    expect(withPhoto.hotel.photo).toMatchObject({
      id: 'cover',
      urls: { card: expect.stringContaining('cover-key') },
    });

    await testApp.services.mailWorker.processDue();
    const mail = await inbox.waitFor(guest.email, (received) => received.subject.includes(booking.reference));
    expect(mail.subject).toBe(`Réservation confirmée ${booking.reference} — Le Baobab Rouge`);
    expect(mail.text).toContain('Le Baobab Rouge');
    expect(mail.text).toMatch(/540\s000\sAr/);
  });

  it('returns the first result for a retry with the same Idempotency-Key', async () => {
    const body = request({ ...stay(40, 2) });
    const first = await readJson(await api.post('/api/bookings', guest, body, 'retry-key-123'));
    const retry = await api.post('/api/bookings', guest, body, 'retry-key-123');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(retry)).id).toBe(first.id);
    const rows = await testApp.database.db
      .select()
      .from(schema.booking)
      .where(eq(schema.booking.idempotencyKey, 'retry-key-123'));
    expect(rows).toHaveLength(1);

    const reused = await api.post('/api/bookings', guest, request({ ...stay(41, 2) }), 'retry-key-123');
    expect(reused.status).toBe(422);
    expect((await readJson(reused)).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 SOLD_OUT when a night of the stay has no room left', async () => {
    const suite = { roomId: hotel.rooms[1]?.id, quantity: 1 };
    expect((await api.post('/api/bookings', guest, request({ ...stay(20, 2), rooms: [suite] }))).status).toBe(
      201,
    );
    // Overlaps the second night only.
    const response = await api.post('/api/bookings', stranger, request({ ...stay(21, 3), rooms: [suite] }));
    expect(response.status).toBe(409);
    const body = await readJson(response);
    expect(body.code).toBe('SOLD_OUT');
    expect(body.details.roomIds).toEqual([suite.roomId]);
    // The day the first guest leaves is free.
    expect(
      (await api.post('/api/bookings', stranger, request({ ...stay(22, 1), rooms: [suite] }))).status,
    ).toBe(201);
  });

  it('refuses bad input with the fields at fault, and too many guests for the rooms', async () => {
    const bad = await api.post(
      '/api/bookings',
      guest,
      request({ rooms: [], guest: { name: 'R', phone: 'abc' } }),
    );
    expect(bad.status).toBe(400);
    const paths = (await readJson(bad)).details.issues.map((issue: { path: string }) => issue.path);
    expect(paths.sort()).toEqual(['guest.name', 'guest.phone', 'rooms']);

    const badStay = await api.post('/api/bookings', guest, request({ ...stay(-1, 40) }));
    const stayIssues = (await readJson(badStay)).details.issues;
    expect(stayIssues).toEqual([
      { path: 'checkOut', message: 'A stay lasts at most 30 nights' },
      { path: 'checkIn', message: 'Check-in cannot be in the past' },
    ]);

    const crowded = await api.post('/api/bookings', guest, request({ guests: 3 }));
    expect(crowded.status).toBe(400);
    expect((await readJson(crowded)).details.issues[0].path).toBe('guests');
  });

  it('refuses an archived hotel or a room of another hotel', async () => {
    const archived = await insertHotel(testApp.database.db, { archived: true });
    const response = await api.post(
      '/api/bookings',
      guest,
      request({ hotelId: archived.id, rooms: [{ roomId: archived.rooms[0]?.id, quantity: 1 }] }),
    );
    expect(response.status).toBe(422);
    expect((await readJson(response)).code).toBe('HOTEL_NOT_BOOKABLE');
    const mixed = await api.post(
      '/api/bookings',
      guest,
      request({ rooms: [{ roomId: archived.rooms[0]?.id, quantity: 1 }] }),
    );
    expect((await readJson(mixed)).code).toBe('HOTEL_NOT_BOOKABLE');
  });

  it('needs a session to book, and shows a booking only to its owner or an admin', async () => {
    expect((await api.post('/api/bookings', anonymous, request())).status).toBe(401);
    const booking = await readJson(await api.post('/api/bookings', guest, request({ ...stay(50, 1) })));
    expect((await api.get(`/api/bookings/${booking.id}`, guest)).status).toBe(200);
    expect((await api.get(`/api/bookings/${booking.id}`, admin)).status).toBe(200);
    const hidden = await api.get(`/api/bookings/${booking.id}`, stranger);
    expect(hidden.status).toBe(404);
    expect((await readJson(hidden)).code).toBe('NOT_FOUND');
    expect((await api.get(`/api/bookings/${booking.id}`, anonymous)).status).toBe(401);
  });

  it('keeps the booked price when the room price changes later', async () => {
    const booking = await readJson(await api.post('/api/bookings', guest, request({ ...stay(60, 2) })));
    await testApp.database.db
      .update(schema.room)
      .set({ pricePerNight: 999_000 })
      .where(eq(schema.room.id, hotel.rooms[0]?.id as string));
    const again = await readJson(await api.get(`/api/bookings/${booking.id}`, guest));
    expect(again.total).toBe(360_000);
    expect(again.rooms[0].pricePerNight).toBe(180_000);
  });

  it('lists my trips, upcoming first, and cancels while the policy allows, releasing the room at once', async () => {
    const suite = { roomId: hotel.rooms[1]?.id, quantity: 1 };
    const booking = await readJson(
      await api.post('/api/bookings', guest, request({ ...stay(70, 2), rooms: [suite] })),
    );
    const mine = await readJson(await api.get('/api/bookings/mine', guest));
    expect(mine.upcoming.map((trip: { id: string }) => trip.id)).toContain(booking.id);

    expect((await api.post(`/api/bookings/${booking.id}/cancel`, stranger)).status).toBe(404);
    const cancelled = await api.post(`/api/bookings/${booking.id}/cancel`, guest);
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancelledBy: 'GUEST',
    });
    const after = await readJson(await api.get('/api/bookings/mine', guest));
    expect(after.past.map((trip: { id: string }) => trip.id)).toContain(booking.id);

    // The suite is free again for the same nights.
    expect(
      (await api.post('/api/bookings', stranger, request({ ...stay(70, 2), rooms: [suite] }))).status,
    ).toBe(201);
    await testApp.services.mailWorker.processDue();
    await inbox.waitFor(
      guest.email,
      (mail) => mail.subject.includes('annulée') || mail.subject.includes('cancelled'),
    );

    const twice = await api.post(`/api/bookings/${booking.id}/cancel`, guest);
    expect((await readJson(twice)).code).toBe('BOOKING_NOT_CANCELLABLE');
  });

  it('refuses a cancellation after the deadline, but lets an admin cancel on the guest’s behalf', async () => {
    const strict = await insertHotel(testApp.database.db, { freeCancellationDays: 0 });
    const booking = await readJson(
      await api.post(
        '/api/bookings',
        guest,
        request({ hotelId: strict.id, rooms: [{ roomId: strict.rooms[0]?.id, quantity: 1 }] }),
      ),
    );
    expect(booking.cancellable).toBe(false);
    expect(booking.freeCancellationUntil).toBeNull();
    const refused = await api.post(`/api/bookings/${booking.id}/cancel`, guest);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).code).toBe('BOOKING_NOT_CANCELLABLE');

    expect((await api.post(`/api/admin/bookings/${booking.id}/cancel`, guest)).status).toBe(403);
    const byAdmin = await api.post(`/api/admin/bookings/${booking.id}/cancel`, admin);
    expect(byAdmin.status).toBe(200);
    expect((await readJson(byAdmin)).cancelledBy).toBe('ADMIN');
    const audit = await testApp.services.audit.list({
      entityType: 'booking',
      page: 1,
      pageSize: 5,
      order: 'desc',
    });
    expect(audit.items[0]).toMatchObject({
      action: 'booking.cancel',
      entityId: booking.id,
      actorEmail: admin.email,
    });
  });

  it('lets an admin list bookings with filters', async () => {
    expect((await api.get('/api/admin/bookings', guest)).status).toBe(403);
    expect((await api.get('/api/admin/bookings', anonymous)).status).toBe(401);
    const all = await readJson(await api.get(`/api/admin/bookings?hotelId=${hotel.id}&pageSize=100`, admin));
    expect(all.total).toBeGreaterThan(3);
    const cancelled = await readJson(await api.get('/api/admin/bookings?status=CANCELLED', admin));
    expect(cancelled.items.every((booking: { status: string }) => booking.status === 'CANCELLED')).toBe(true);
    const one = all.items[0];
    const byReference = await readJson(
      await api.get(`/api/admin/bookings?reference=${one.reference.slice(3)}`, admin),
    );
    expect(byReference.items.map((booking: { id: string }) => booking.id)).toContain(one.id);
    const byGuest = await readJson(await api.get('/api/admin/bookings?guest=rova', admin));
    expect(byGuest.total).toBeGreaterThan(0);
  });

  it('marks finished stays as completed', async () => {
    const past = await insertHotel(testApp.database.db);
    const [row] = await testApp.database.db
      .insert(schema.booking)
      .values({
        id: 'finished-stay',
        reference: 'MB-PAST22',
        userId: guest.id,
        totalAmount: 100_000,
        guestName: 'Rova',
        guestPhone: '+261341234567',
        guestEmail: guest.email,
        hotelId: past.id,
        hotelName: past.name,
        ...stay(-10, 2),
        guests: 1,
      })
      .returning();
    expect(row?.status).toBe('CONFIRMED');
    expect(await testApp.services.bookings.completeFinishedStays()).toBeGreaterThanOrEqual(1);
    const mine = await readJson(await api.get('/api/bookings/mine', guest));
    expect(mine.past.find((trip: { id: string }) => trip.id === 'finished-stay')?.status).toBe('COMPLETED');
  });
});
