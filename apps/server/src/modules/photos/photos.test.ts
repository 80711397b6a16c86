import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { createHotel, createRoom, uploadFiles } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';
import { cameraJpeg, hasGpsSection, testImage } from '../../test/test-images';

type PhotoBody = {
  id: string;
  position: number;
  width: number;
  height: number;
  urls: Record<string, string>;
};

const mebibytes = (count: number) => new Uint8Array(count * 1024 * 1024);
const idsOf = (photos: PhotoBody[]) => photos.map((photo) => photo.id);

describe('hotel and room photos', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;
  let png: Uint8Array;

  const upload = async (path: string, files: Uint8Array[]): Promise<PhotoBody[]> => {
    const response = await uploadFiles(testApp, path, admin, files);
    expect(response.status, await response.clone().text()).toBe(201);
    return readJson(response);
  };
  /** Where the local disk store keeps a photo's files, found from its URL. */
  const folderOf = (photo: PhotoBody) => {
    const key = photo.urls.thumb?.split('/')[3] ?? '';
    return join(testApp.config.dataDir, 'photos', key.slice(0, 2), key);
  };
  const photosOfHotel = async (hotelId: string): Promise<PhotoBody[]> =>
    (await readJson(await send('GET', `/api/hotels/${hotelId}`, admin))).photos;
  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    const body = await readJson(response);
    expect(body.code).toBe(code);
    return body;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
    png = await testImage('png', 2000, 1500);
  });
  afterAll(() => testApp.close());

  it('answers each route by who calls it', async () => {
    const hotel = await createHotel(testApp, admin);
    const room = await createRoom(testApp, admin, hotel.id);
    const [first, second] = idsOf(await upload(`/api/hotels/${hotel.id}/photos`, [png, png]));
    const [firstOfRoom, secondOfRoom] = idsOf(
      await upload(`/api/hotels/rooms/${room.id}/photos`, [png, png]),
    );
    const kept = (await photosOfHotel(hotel.id))[1] as PhotoBody;
    /** Image bytes go as a multipart upload, anything else as JSON. */
    const sendOrUpload: typeof send = (method, path, caller, body) =>
      Array.isArray(body) && body[0] instanceof Uint8Array
        ? uploadFiles(testApp, path, caller, body)
        : send(method, path, caller, body);
    const everyone = (status: number) => ({ anonymous: status, user: status, admin: status });
    const routes: RouteAccess[] = [
      {
        method: 'PUT',
        path: `/api/hotels/${hotel.id}/photos/order`,
        body: { photoIds: [second, first] },
        access: adminOnly(200),
      },
      {
        method: 'PUT',
        path: `/api/hotels/rooms/${room.id}/photos/order`,
        body: { photoIds: [secondOfRoom, firstOfRoom] },
        access: adminOnly(200),
      },
      { method: 'POST', path: `/api/hotels/${hotel.id}/photos`, body: [png], access: adminOnly(201) },
      { method: 'POST', path: `/api/hotels/rooms/${room.id}/photos`, body: [png], access: adminOnly(201) },
      { method: 'DELETE', path: `/api/hotels/${hotel.id}/photos/${first}`, access: adminOnly(204) },
      {
        method: 'DELETE',
        path: `/api/hotels/rooms/${room.id}/photos/${firstOfRoom}`,
        access: adminOnly(204),
      },
      { method: 'GET', path: kept.urls.card ?? '', access: everyone(200) },
      { method: 'GET', path: `/api/photos/${'0'.repeat(32)}/card.webp`, access: everyone(404) },
    ];
    for (const route of routes) await expectAccess(sendOrUpload, route, { user, admin });
  });

  it('stores a PNG and a camera JPEG as three WebP renditions, served with a year of caching', async () => {
    const hotel = await createHotel(testApp, admin);
    const jpeg = await cameraJpeg(1200, 900);
    const photos = await upload(`/api/hotels/${hotel.id}/photos`, [png, jpeg]);
    expect(photos.map(({ position, width, height }) => ({ position, width, height }))).toEqual([
      { position: 0, width: 1600, height: 1200 },
      { position: 1, width: 900, height: 1200 },
    ]);
    expect(await photosOfHotel(hotel.id)).toEqual(photos);

    const [fromPng, fromJpeg] = photos as [PhotoBody, PhotoBody];
    for (const [photo, widths] of [
      [fromPng, { thumb: 320, card: 800, large: 1600 }],
      [fromJpeg, { thumb: 320, card: 800, large: 900 }],
    ] as const) {
      for (const [rendition, width] of Object.entries(widths)) {
        const url = photo.urls[rendition] ?? '';
        expect(url).toMatch(new RegExp(`^/api/photos/[0-9a-f]{32}/${rendition}\\.webp$`));
        const response = await testApp.app.request(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
        expect([rendition, metadata.format, metadata.width]).toEqual([rendition, 'webp', width]);
      }
    }
  });

  it('strips the EXIF of an upload, GPS position included, from every stored file', async () => {
    const hotel = await createHotel(testApp, admin);
    const jpeg = await cameraJpeg(800, 600);
    expect(hasGpsSection((await sharp(jpeg).metadata()).exif)).toBe(true);
    const [photo] = await upload(`/api/hotels/${hotel.id}/photos`, [jpeg]);
    for (const url of Object.values(photo?.urls ?? {})) {
      const bytes = Buffer.from(await (await testApp.app.request(url)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes('EXIF')).toBe(false);
      expect(bytes.includes('MadaPhone')).toBe(false);
    }
  });

  it('refuses a text file named like a JPEG with 415 INVALID_IMAGE, keeping nothing', async () => {
    const hotel = await createHotel(testApp, admin);
    const text = new File(['not an image, whatever the name says'], 'beach.jpg', { type: 'image/jpeg' });
    const response = await uploadFiles(testApp, `/api/hotels/${hotel.id}/photos`, admin, [png, text]);
    await expectError(response, 415, 'INVALID_IMAGE');
    expect(await photosOfHotel(hotel.id)).toEqual([]);
  });

  it('refuses a file over 10 MB, a body over the upload limit, and too many files', async () => {
    const hotel = await createHotel(testApp, admin);
    const path = `/api/hotels/${hotel.id}/photos`;
    const oversized = new Uint8Array(10 * 1024 * 1024 + 1);
    const perFile = await expectError(
      await uploadFiles(testApp, path, admin, [oversized]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(perFile.message).toBe('Each photo may weigh at most 10 MB');

    const sixNineMegabyteFiles = Array.from({ length: 6 }, () => mebibytes(9));
    const wholeBody = await expectError(
      await uploadFiles(testApp, path, admin, sixNineMegabyteFiles),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(wholeBody.message).toBe('The request is too large');

    const tooMany = await uploadFiles(
      testApp,
      path,
      admin,
      Array.from({ length: 6 }, () => png),
    );
    const body = await expectError(tooMany, 400, 'VALIDATION_ERROR');
    expect(body.details.issues[0].path).toBe('file');
    expect(await photosOfHotel(hotel.id)).toEqual([]);
  });

  it('reorders with the complete list of ids only, keeping positions 0 to n-1', async () => {
    const hotel = await createHotel(testApp, admin);
    const [a, b, c] = idsOf(await upload(`/api/hotels/${hotel.id}/photos`, [png, png, png]));
    const path = `/api/hotels/${hotel.id}/photos/order`;
    const reordered = await send('PUT', path, admin, { photoIds: [c, a, b] });
    expect(reordered.status).toBe(200);
    const photos: PhotoBody[] = await readJson(reordered);
    expect(photos.map(({ id, position }) => [id, position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(idsOf(await photosOfHotel(hotel.id))).toEqual([c, a, b]);

    for (const photoIds of [[c, a], [c, a, b, b], [c, a, 'someone-else'], []]) {
      const refused = await send('PUT', path, admin, { photoIds });
      const error = await expectError(refused, 400, 'VALIDATION_ERROR');
      expect(error.details.issues[0].path).toBe('photoIds');
    }
    expect(
      (await send('PUT', '/api/hotels/no-such-hotel/photos/order', admin, { photoIds: [a] })).status,
    ).toBe(404);
  });

  it('removes a photo with its files and closes the gap in positions', async () => {
    const hotel = await createHotel(testApp, admin);
    const photos = await upload(`/api/hotels/${hotel.id}/photos`, [png, png, png]);
    const [first, middle, last] = photos as [PhotoBody, PhotoBody, PhotoBody];
    expect(existsSync(folderOf(middle))).toBe(true);

    expect((await send('DELETE', `/api/hotels/${hotel.id}/photos/${middle.id}`, admin)).status).toBe(204);
    expect(existsSync(folderOf(middle))).toBe(false);
    expect((await testApp.app.request(middle.urls.large ?? '')).status).toBe(404);
    expect((await photosOfHotel(hotel.id)).map(({ id, position }) => [id, position])).toEqual([
      [first.id, 0],
      [last.id, 1],
    ]);
    expect((await send('DELETE', `/api/hotels/${hotel.id}/photos/${middle.id}`, admin)).status).toBe(404);

    const other = await createHotel(testApp, admin);
    const notItsPhoto = await send('DELETE', `/api/hotels/${other.id}/photos/${first.id}`, admin);
    expect(notItsPhoto.status).toBe(404);
    expect(existsSync(folderOf(first))).toBe(true);
  });

  it('removes the files of a deleted room, and of a deleted hotel with its rooms', async () => {
    const hotel = await createHotel(testApp, admin);
    const [hotelPhoto] = await upload(`/api/hotels/${hotel.id}/photos`, [png]);
    const room = await createRoom(testApp, admin, hotel.id);
    const [roomPhoto] = await upload(`/api/hotels/rooms/${room.id}/photos`, [png]);
    const doomedRoom = await createRoom(testApp, admin, hotel.id);
    const [doomedRoomPhoto] = await upload(`/api/hotels/rooms/${doomedRoom.id}/photos`, [png]);
    const folders = [hotelPhoto, roomPhoto, doomedRoomPhoto].map((photo) => folderOf(photo as PhotoBody));
    expect(folders.map((folder) => existsSync(folder))).toEqual([true, true, true]);

    expect((await send('DELETE', `/api/hotels/rooms/${doomedRoom.id}`, admin)).status).toBe(204);
    expect(folders.map((folder) => existsSync(folder))).toEqual([true, true, false]);
    expect((await send('DELETE', `/api/hotels/${hotel.id}`, admin)).status).toBe(204);
    expect(folders.map((folder) => existsSync(folder))).toEqual([false, false, false]);
  });

  it('shows room photos with the room, answers 404 for an unknown owner, and audits each change', async () => {
    const hotel = await createHotel(testApp, admin);
    const room = await createRoom(testApp, admin, hotel.id);
    const [photo] = await upload(`/api/hotels/rooms/${room.id}/photos`, [png]);
    const seen = await readJson(await send('GET', `/api/hotels/rooms/${room.id}`, anonymous));
    expect(seen.photos).toEqual([photo]);
    const unknownOwner = await uploadFiles(testApp, '/api/hotels/rooms/no-such-room/photos', admin, [png]);
    await expectError(unknownOwner, 404, 'NOT_FOUND');
    await send('DELETE', `/api/hotels/rooms/${room.id}/photos/${photo?.id}`, admin);

    const audit = await testApp.services.audit.list({
      entityType: 'room',
      page: 1,
      pageSize: 100,
      order: 'asc',
    });
    const entries = audit.items.filter((entry) => entry.entityId === room.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'room.create', before: null, after: expect.objectContaining({ id: room.id }) },
      { action: 'room.photos.add', before: { photoIds: [] }, after: { photoIds: [photo?.id] } },
      { action: 'room.photos.remove', before: { photoIds: [photo?.id] }, after: { photoIds: [] } },
    ]);
  });
});
