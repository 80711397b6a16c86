import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../storage/photo-storage';
import { s3PhotoStorage } from '../../storage/s3-photo-storage';
import { sendAs } from '../../test/access-matrix';
import { createActor, type TestActor } from '../../test/actors';
import { createHotel, createRoom, uploadFiles } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { type S3Bucket, startS3Bucket } from '../../test/s3-bucket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testImage } from '../../test/test-images';

type PhotoBody = { id: string; urls: Record<'thumb' | 'card' | 'large', string> };

const keyOf = (photo: PhotoBody) => photo.urls.thumb.split('/')[3] ?? '';

describe('photos in an S3-compatible bucket (s3rver)', () => {
  let bucket: S3Bucket;
  let testApp: TestApp;
  let bucketStorage: PhotoStorage;
  let admin: TestActor;
  let send: ReturnType<typeof sendAs>;
  let png: Uint8Array;

  const upload = async (path: string, count = 1): Promise<PhotoBody[]> => {
    const response = await uploadFiles(
      testApp,
      path,
      admin,
      Array.from({ length: count }, () => png),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return readJson(response);
  };
  /** How many renditions of the photo the bucket holds. */
  const inBucket = async (photo: PhotoBody) => {
    const sizes = await Promise.all(
      (['thumb', 'card', 'large'] as const).map((rendition) => bucketStorage.sizeOf(keyOf(photo), rendition)),
    );
    return sizes.filter((size) => size !== undefined).length;
  };

  beforeAll(async () => {
    bucket = await startS3Bucket();
    bucketStorage = s3PhotoStorage(bucket.config);
    testApp = await createTestApp({ env: bucket.env });
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    png = await testImage('png', 1000, 750);
  });
  afterAll(async () => {
    await testApp?.close();
    await bucket?.stop();
  });

  it('stores uploads in the bucket, not on the disk, and serves them as before', async () => {
    const hotel = await createHotel(testApp, admin);
    const [photo] = (await upload(`/api/hotels/${hotel.id}/photos`)) as [PhotoBody];
    expect(await inBucket(photo)).toBe(3);
    expect(existsSync(join(testApp.config.dataDir, 'photos'))).toBe(false);

    for (const rendition of ['thumb', 'card', 'large'] as const) {
      const response = await testApp.app.request(photo.urls[rendition]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const served = new Uint8Array(await response.arrayBuffer());
      expect(served).toEqual(await bucketStorage.read(keyOf(photo), rendition));
    }
    expect((await testApp.app.request(`/api/photos/${'0'.repeat(32)}/card.webp`)).status).toBe(404);
    expect((await testApp.app.request(`/api/photos/${keyOf(photo)}/original.webp`)).status).toBe(404);
  });

  it('removes the objects of a removed photo, of a deleted room, and of a deleted hotel with its rooms', async () => {
    const hotel = await createHotel(testApp, admin);
    const [removed, kept] = (await upload(`/api/hotels/${hotel.id}/photos`, 2)) as [PhotoBody, PhotoBody];
    const room = await createRoom(testApp, admin, hotel.id);
    const [roomPhoto] = (await upload(`/api/hotels/rooms/${room.id}/photos`)) as [PhotoBody];
    const doomedRoom = await createRoom(testApp, admin, hotel.id);
    const [doomedPhoto] = (await upload(`/api/hotels/rooms/${doomedRoom.id}/photos`)) as [PhotoBody];

    expect((await send('DELETE', `/api/hotels/${hotel.id}/photos/${removed.id}`, admin)).status).toBe(204);
    expect((await testApp.app.request(removed.urls.card)).status).toBe(404);
    expect(await inBucket(removed)).toBe(0);

    expect((await send('DELETE', `/api/hotels/rooms/${doomedRoom.id}`, admin)).status).toBe(204);
    expect([await inBucket(kept), await inBucket(roomPhoto), await inBucket(doomedPhoto)]).toEqual([3, 3, 0]);

    expect((await send('DELETE', `/api/hotels/${hotel.id}`, admin)).status).toBe(204);
    expect([await inBucket(kept), await inBucket(roomPhoto)]).toEqual([0, 0]);
  });

  it('answers 503 SERVICE_UNAVAILABLE while the bucket is out of reach, keeping no half-uploaded photo', async () => {
    const hotel = await createHotel(testApp, admin);
    const [photo] = (await upload(`/api/hotels/${hotel.id}/photos`)) as [PhotoBody];
    await bucket.pause();
    try {
      const served = await testApp.app.request(photo.urls.card);
      expect(served.status).toBe(503);
      expect((await readJson(served)).code).toBe('SERVICE_UNAVAILABLE');
      const uploaded = await uploadFiles(testApp, `/api/hotels/${hotel.id}/photos`, admin, [png]);
      expect(uploaded.status).toBe(503);
      expect((await readJson(uploaded)).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await bucket.resume();
    }
    const listed = await readJson(await send('GET', `/api/hotels/${hotel.id}`, admin));
    expect(listed.photos.map((each: PhotoBody) => each.id)).toEqual([photo.id]);
    expect((await testApp.app.request(photo.urls.card)).status).toBe(200);
  });
});
