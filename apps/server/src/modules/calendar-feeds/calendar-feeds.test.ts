import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { stay } from '../../test/catalog-fixtures';
import { createHotel, createRoom } from '../../test/catalog-requests';
import { insertHotelBooking, type StayRow, writtenGuest } from '../../test/hotel-bookings';
import { readJson } from '../../test/json';
import { createMember } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dayFromToday } from '../flights/test-network';

type Hotel = { id: string; name: string };
const basic = (isoDate: string) => isoDate.replaceAll('-', '');

/** The content lines of an iCalendar text (RFC 5545 §3.1: a CRLF then a space continues the line). */
const unfold = (ical: string) =>
  ical
    .replace(/\r\n[ \t]/g, '')
    .trimEnd()
    .split('\r\n');

/** Each VEVENT's properties by name (parameters left on the name: `DTSTART;VALUE=DATE`). */
function eventsOf(lines: string[]) {
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('calendar feeds: a secret iCalendar address per room type', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let traveller: TestActor;
  let hotelA: Hotel;
  let owner: TestActor;
  let manager: TestActor;
  let frontDesk: TestActor;
  let ownerB: TestActor;
  let roomId: string;
  let otherRoomId: string;
  let roomOfB: string;
  const feedPath = (id: string, area: 'admin' | 'partner' = 'partner') =>
    `/api/${area}/rooms/${id}/calendar-feed`;
  const pathOf = (url: string) => new URL(url).pathname;
  const expected: Array<{
    id: string;
    checkIn: string;
    checkOut: string;
    summary: string;
    status: string;
  }> = [];
  const absent: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    traveller = await createActor(testApp.services);
    // A name with characters to escape, long enough to fold.
    hotelA = await createHotel(testApp, admin, {
      name: "Le Palmier, Nosy Be; bungalows au bord de l'océan Indien",
      city: 'Nosy Be',
    });
    const hotelB = await createHotel(testApp, admin, { city: 'Nosy Be' });
    [owner, manager, frontDesk, ownerB] = await Promise.all([
      createMember(testApp, admin, { hotelId: hotelA.id }, 'OWNER'),
      createMember(testApp, admin, { hotelId: hotelA.id }, 'MANAGER'),
      createMember(testApp, admin, { hotelId: hotelA.id }, 'FRONT_DESK'),
      createMember(testApp, admin, { hotelId: hotelB.id }, 'OWNER'),
    ]);
    roomId = (await createRoom(testApp, admin, hotelA.id, { name: 'Bungalow jardin', quantity: 6 })).id;
    otherRoomId = (await createRoom(testApp, admin, hotelA.id, { name: 'Suite', quantity: 2 })).id;
    roomOfB = (await createRoom(testApp, admin, hotelB.id)).id;

    const online = await readJson(
      await api.post('/api/bookings', traveller, {
        hotelId: hotelA.id,
        ...stay(5, 3),
        rooms: [
          { roomId, quantity: 2 },
          { roomId: otherRoomId, quantity: 1 },
        ],
        guest: { name: 'Rova Rakoto', phone: '034 12 345 67' },
        specialRequests: 'Lit bébé dans la chambre',
      }),
    );
    expect(online.status).toBe('CONFIRMED');
    expected.push({
      id: online.id,
      ...stay(5, 3),
      summary: `${online.reference} · 2 rooms`,
      status: 'CONFIRMED',
    });

    const write = async (fields: Omit<StayRow, 'hotel'>) =>
      insertHotelBooking(testApp.database.db, { hotel: hotelA, ...fields });
    const inFeed: Array<[Omit<StayRow, 'hotel'>, rooms: string, status: string]> = [
      [
        { source: 'ONLINE', status: 'PENDING_PAYMENT', ...stay(9, 2), rooms: [{ roomId, quantity: 1 }] },
        '1 room',
        'TENTATIVE',
      ],
      // Left early: the event ends on the day the guest left.
      [
        {
          source: 'PHONE',
          status: 'CONFIRMED',
          ...stay(2, 4),
          leftOn: dayFromToday(4),
          rooms: [{ roomId, quantity: 3 }],
        },
        '3 rooms',
        'CONFIRMED',
      ],
      [
        { source: 'WALK_IN', status: 'COMPLETED', ...stay(-3, 2), rooms: [{ roomId, quantity: 1 }] },
        '1 room',
        'CONFIRMED',
      ],
    ];
    for (const [fields, rooms, status] of inFeed) {
      const booking = await write(fields);
      expected.push({
        id: booking.id,
        checkIn: fields.checkIn,
        checkOut: fields.leftOn ?? fields.checkOut,
        summary: `${booking.reference} · ${rooms}`,
        status,
      });
    }

    // Not in the feed: cancelled, no-show, another room type's, and a stay long over.
    const notInFeed: Array<Omit<StayRow, 'hotel'>> = [
      { source: 'EMAIL', status: 'CANCELLED', ...stay(12, 2), rooms: [{ roomId, quantity: 1 }] },
      { source: 'PHONE', status: 'NO_SHOW', ...stay(-2, 3), rooms: [{ roomId, quantity: 1 }] },
      {
        source: 'PHONE',
        status: 'CONFIRMED',
        ...stay(20, 2),
        rooms: [{ roomId: otherRoomId, quantity: 1 }],
      },
      { source: 'WALK_IN', status: 'COMPLETED', ...stay(-120, 2), rooms: [{ roomId, quantity: 1 }] },
    ];
    for (const fields of notInFeed) absent.push((await write(fields)).reference);
  });
  afterAll(() => testApp.close());

  it('gives owners, managers and admins the same address, made on the first read', async () => {
    const first = await api.get(feedPath(roomId), manager);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { url } = await readJson(first);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await readJson(await api.get(feedPath(roomId), owner))).url).toBe(url);
    expect((await readJson(await api.get(feedPath(roomId, 'admin'), admin))).url).toBe(url);
    expect((await readJson(await api.get(feedPath(roomId), admin))).url).toBe(url);
    // Each room type has its own.
    expect((await readJson(await api.get(feedPath(otherRoomId), manager))).url).not.toBe(url);
  });

  it("serves the room type's stays as RFC 5545 all-day events, with the reference and no guest data", async () => {
    const { url } = await readJson(await api.get(feedPath(roomId), owner));
    const response = await testApp.app.request(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ical = await response.text();

    expect(ical.endsWith('\r\n')).toBe(true);
    expect(ical.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const physical of ical.split('\r\n'))
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    const lines = unfold(ical);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//MadaBook//Room calendar feed//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        "X-WR-CALNAME:Le Palmier\\, Nosy Be\\; bungalows au bord de l'océan Indien · Bungalow jardin",
      ]),
    );

    const events = eventsOf(lines);
    expect(events.map((event) => event.UID).sort()).toEqual(
      expected.map((booking) => `${booking.id}@madabook.mg`).sort(),
    );
    for (const booking of expected) {
      expect(events.find((event) => event.UID === `${booking.id}@madabook.mg`)).toEqual({
        UID: `${booking.id}@madabook.mg`,
        DTSTAMP: expect.stringMatching(/^\d{8}T\d{6}Z$/),
        'DTSTART;VALUE=DATE': basic(booking.checkIn),
        'DTEND;VALUE=DATE': basic(booking.checkOut),
        SUMMARY: booking.summary,
        STATUS: booking.status,
        TRANSP: 'OPAQUE',
      });
    }
    for (const reference of absent) expect(ical).not.toContain(reference);
    for (const personal of [
      'Rova',
      'Rakoto',
      '+26134',
      'Lit bébé',
      traveller.email,
      writtenGuest.guestName,
      writtenGuest.guestPhone,
      writtenGuest.guestEmail,
      writtenGuest.specialRequests,
    ]) {
      expect(ical).not.toContain(personal);
    }
  });

  it('replaces the address: the old one answers 404 from then on, the new one the feed', async () => {
    const old = (await readJson(await api.get(feedPath(roomId), manager))).url;
    const replaced = await api.post(feedPath(roomId), manager);
    expect(replaced.status).toBe(200);
    const { url } = await readJson(replaced);
    expect(url).not.toBe(old);
    const gone = await testApp.app.request(pathOf(old));
    expect(gone.status).toBe(404);
    expect(await readJson(gone)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await testApp.app.request(pathOf(url))).status).toBe(200);
    expect((await readJson(await api.get(feedPath(roomId), owner))).url).toBe(url);
    // The admin may replace it too; the audit log names who did, never the token.
    expect((await api.post(feedPath(roomId, 'admin'), admin)).status).toBe(200);
    const audit = await readJson(
      await api.get(`/api/admin/audit?action=room.calendar-feed.replace&entityId=${roomId}`, admin),
    );
    expect(
      audit.items.map((entry: { actorEmail: string; scope: string }) => [entry.actorEmail, entry.scope]),
    ).toEqual([
      [admin.email, 'PLATFORM'],
      [manager.email, 'PARTNER'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(pathOf(url).slice(10, 53));
  });

  it('refuses the front desk, and knows no room of another hotel', async () => {
    expect((await api.get(feedPath(roomId), frontDesk)).status).toBe(403);
    expect((await api.post(feedPath(roomId), frontDesk)).status).toBe(403);
    expect((await api.get(feedPath(roomId), ownerB)).status).toBe(404);
    expect((await api.post(feedPath(roomId), ownerB)).status).toBe(404);
    expect((await api.get(feedPath(roomOfB), ownerB)).status).toBe(200);
    expect((await api.get(feedPath(roomId), traveller)).status).toBe(404);
    expect((await api.get(feedPath(roomId), anonymous)).status).toBe(401);
    expect((await api.get(feedPath(roomId, 'admin'), owner)).status).toBe(403);
    expect((await api.get(feedPath('no-such-room'), admin)).status).toBe(404);
  });

  it('checks the token: a malformed one is a 400, an unknown one a 404', async () => {
    const malformed = await testApp.app.request('/api/ical/not-a-token.ics');
    expect(malformed.status).toBe(400);
    expect(await readJson(malformed)).toMatchObject({ code: 'VALIDATION_ERROR' });
    const unknown = await testApp.app.request(`/api/ical/${'A'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toMatchObject({ code: 'NOT_FOUND' });
    const { url } = await readJson(await api.get(feedPath(roomId), manager));
    expect((await testApp.app.request(pathOf(url).replace(/\.ics$/, ''))).status).toBe(404);
  });

  it('documents the feed at /api/ical/{token}.ics', async () => {
    const document = await readJson(await testApp.app.request('/api/openapi.json'));
    const operation = document.paths['/api/ical/{token}.ics']?.get;
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    ]);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/calendar']);
    expect(document.paths['/api/partner/rooms/{roomId}/calendar-feed']).toHaveProperty('post');
    expect(document.paths['/api/admin/rooms/{roomId}/calendar-feed']).toHaveProperty('get');
  });
});
