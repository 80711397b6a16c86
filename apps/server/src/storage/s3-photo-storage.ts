import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type PhotoRendition, photoRenditions } from '@madabook/contracts';
import type { PhotoStorageConfig } from '../config';
import { isStorageKey, type PhotoStorage } from './photo-storage';

export type S3PhotoStorageConfig = Extract<PhotoStorageConfig, { kind: 's3' }>;

/** Stored with each object, so that a CDN put in front of the bucket caches as the API does. */
const objectHeaders = { ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' };

/** Objects under `photos/<key>/<rendition>.webp`, so that the bucket may hold other things beside. */
const objectKeyOf = (key: string, rendition: PhotoRendition) => {
  if (!isStorageKey(key)) throw new Error(`not a photo storage key: ${key}`);
  return `photos/${key}/${rendition}.webp`;
};

/** A missing object (not a missing bucket, nor a refusal): the photo is simply not there. */
const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3Client(config: S3PhotoStorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** Photos in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph…), served by the API as from the disk. */
export function s3PhotoStorage(config: S3PhotoStorageConfig, client = s3Client(config)): PhotoStorage {
  const { bucket } = config;

  return {
    description: `bucket ${bucket} at ${config.endpoint}`,

    async put(key, rendition, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKeyOf(key, rendition),
          Body: bytes,
          ...objectHeaders,
        }),
      );
    },

    async read(key, rendition) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKeyOf(key, rendition) }),
        );
        return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async sizeOf(key, rendition) {
      if (!isStorageKey(key)) return undefined;
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKeyOf(key, rendition) }),
        );
        return head.ContentLength;
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      const objects = photoRenditions.map((rendition) => ({ Key: objectKeyOf(key, rendition) }));
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      const failed = result.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key} from bucket ${bucket}: ${failed.Message}`);
    },
  };
}
