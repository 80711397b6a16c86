import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3PhotoStorageConfig } from '../storage/s3-photo-storage';

/** s3rver accepts any credentials as long as they are these. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) on a free port with one empty bucket,
 * keeping its objects in a temporary folder.
 */
export async function startS3Bucket(bucket = 'madabook-photos') {
  const directory = mkdtempSync(join(tmpdir(), 'madabook-s3-'));
  let server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3PhotoStorageConfig = {
    kind: 's3',
    endpoint,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    ...credentials,
  };
  let running = true;
  return {
    config,
    /** The same bucket as environment variables, for `loadConfig` and for commands. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Takes the server down, keeping its objects, as an outage would. */
    async pause() {
      if (running) await server.close();
      running = false;
    },
    /** Brings it back on the same port with the objects it held. */
    async resume() {
      if (running) return;
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
      await server.run();
      running = true;
    },
    async stop() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Bucket = Awaited<ReturnType<typeof startS3Bucket>>;
