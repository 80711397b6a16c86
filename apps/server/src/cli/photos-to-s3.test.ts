import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PhotoRendition, photoRenditions } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPhotoDir } from '../config';
import { localDiskPhotoStorage } from '../storage/local-disk-photo-storage';
import { newStorageKey, type PhotoStorage } from '../storage/photo-storage';
import { s3PhotoStorage } from '../storage/s3-photo-storage';
import { runCli } from '../test/run-cli';
import { type S3Bucket, startS3Bucket } from '../test/s3-bucket';
import { testImage } from '../test/test-images';

const dataDir = mkdtempSync(join(tmpdir(), 'madabook-photos-to-s3-'));

const photosToS3 = (env: Record<string, string>, ...args: string[]) =>
  runCli('photos-to-s3', args, { DATA_DIR: dataDir, ...env });

describe('npm run photos:to-s3', () => {
  let bucket: S3Bucket;
  let target: PhotoStorage;
  const local = localDiskPhotoStorage(localPhotoDir(dataDir));
  const keys = [newStorageKey(), newStorageKey(), newStorageKey()];
  const sameBytes = async (key: string, rendition: PhotoRendition) => {
    const [copy, original] = await Promise.all([target.read(key, rendition), local.read(key, rendition)]);
    return !!copy && !!original && Buffer.from(copy).equals(original);
  };

  beforeAll(async () => {
    bucket = await startS3Bucket();
    target = s3PhotoStorage(bucket.config);
    for (const [index, key] of keys.entries()) {
      const image = await testImage('webp', 100 + index, 80);
      for (const rendition of photoRenditions) await local.put(key, rendition, image);
    }
  });
  afterAll(async () => {
    await bucket?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every rendition on the disk to the bucket, byte for byte', async () => {
    const result = await photosToS3(bucket.env);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^3 photos \(9 files\) from .+ to bucket madabook-photos at http:\/\/127\.0\.0\.1:\d+: 9 copied, 0 already there, 0 copied again \(their size differed\)\.\n$/,
    );
    for (const key of keys) {
      for (const rendition of photoRenditions) {
        expect(await sameBytes(key, rendition)).toBe(true);
      }
    }
  });

  it('skips what is already there, and copies again what arrived cut short', async () => {
    const [first, second] = keys as [string, string];
    await target.put(first, 'large', new Uint8Array([1, 2, 3]));
    await target.remove(second);
    const result = await photosToS3(bucket.env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(': 3 copied, 5 already there, 1 copied again (their size differed).');
    expect(await sameBytes(first, 'large')).toBe(true);

    expect((await photosToS3(bucket.env)).stdout).toContain(': 0 copied, 9 already there, 0 copied again');
  });

  it('refuses in one line without a bucket, with half a bucket, or with an unknown option', async () => {
    const noBucket = await photosToS3({});
    expect(noBucket.status).toBe(1);
    expect(noBucket.stderr).toBe(
      'Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy the photos to.\n',
    );
    const halfBucket = await photosToS3({ S3_ENDPOINT: bucket.env.S3_ENDPOINT });
    expect(halfBucket.status).toBe(1);
    expect(halfBucket.stderr).toMatch(
      /^Missing environment variable S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    const unknown = await photosToS3(bucket.env, '--to', 'elsewhere');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--to'");
    expect(unknown.stderr).toContain('Usage: npm run photos:to-s3');
  });

  it('fails with the reason, and a non-zero code, when the bucket does not answer', async () => {
    const result = await photosToS3({ ...bucket.env, S3_BUCKET: 'no-such-bucket' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/NoSuchBucket|does not exist/);
  });
});
