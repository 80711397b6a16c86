import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoStorageSuite } from '../test/photo-storage-suite';
import { type S3Bucket, startS3Bucket } from '../test/s3-bucket';
import { newStorageKey, type PhotoStorage } from './photo-storage';
import { s3Client, s3PhotoStorage } from './s3-photo-storage';

describe('s3PhotoStorage against s3rver', () => {
  let bucket: S3Bucket;
  let storage: PhotoStorage;
  beforeAll(async () => {
    bucket = await startS3Bucket();
    storage = s3PhotoStorage(bucket.config);
  });
  afterAll(() => bucket.stop());

  photoStorageSuite(() => storage);

  it('stores a rendition as a WebP object under photos/, cached for a year by whoever serves it', async () => {
    const key = newStorageKey();
    await storage.put(key, 'card', new Uint8Array([5, 6]));
    const client = s3Client(bucket.config);
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket.config.bucket, Prefix: 'photos/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toContain(`photos/${key}/card.webp`);
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket.config.bucket, Key: `photos/${key}/card.webp` }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('fails loudly, rather than answering "no photo", when the bucket does not exist', async () => {
    const elsewhere = s3PhotoStorage({ ...bucket.config, bucket: 'no-such-bucket' });
    await expect(elsewhere.read(newStorageKey(), 'thumb')).rejects.toThrow();
    await expect(elsewhere.put(newStorageKey(), 'thumb', new Uint8Array([1]))).rejects.toThrow();
  });
});
