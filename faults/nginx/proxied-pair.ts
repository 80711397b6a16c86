import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@madabook/db';
import { createEmptyPostgresDatabase } from '@madabook/db/testing';
import { Redis } from 'ioredis';
import { startSmtpInbox } from '../../apps/server/src/test/smtp-inbox';
import { type AppServer, freePort, startAppServer } from '../../e2e/support/app-server';
import { accessLog } from './access-log';
import { findNginx, startNginx } from './nginx-process';
import { proxyClient } from './proxy-client';
import { selfSignedCertificate } from './self-signed-certificate';

/** The Redis database the pair uses, emptied before and after: no other suite's keys are touched. */
const redisDatabase = 13;

function requiredUrl(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL', what: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must name ${what} (.ci/run sets it when one answers on 127.0.0.1)`);
  return value;
}

async function emptyRedisDatabase(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * Two instances of the built server (`apps/server/dist/main.js`, NODE_ENV=production)
 * started together on one fresh PostgreSQL database and one Redis, mailing a real
 * SMTP inbox, behind nginx running the shipped configuration with TLS on 127.0.0.1.
 */
export async function startProxiedPair() {
  findNginx();
  const adminUrl = requiredUrl('TEST_DATABASE_URL', 'a PostgreSQL server to create a database on');
  const redisUrl = new URL(requiredUrl('TEST_REDIS_URL', 'a Redis server'));
  redisUrl.pathname = `/${redisDatabase}`;

  const work = mkdtempSync(join(tmpdir(), 'madabook-nginx-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [
    () => rmSync(work, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const certificate = selfSignedCertificate(work);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const appUrl = `https://127.0.0.1:${httpsPort}`;

    const database = await createEmptyPostgresDatabase(adminUrl);
    cleanups.push(database.drop);
    await emptyRedisDatabase(redisUrl.toString());
    cleanups.push(() => emptyRedisDatabase(redisUrl.toString()));
    const inbox = await startSmtpInbox();
    cleanups.push(inbox.stop);

    // As `systemctl enable --now madabook@3001 madabook@3002` does on a first install: both at once.
    const environment = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl.toString(),
      SMTP_URL: inbox.url,
      APP_URL: appUrl,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: 'true',
      BETTER_AUTH_SECRET: 'one-secret-shared-by-both-instances-0123456789',
      ADMIN_PASSWORD: 'an-admin-password-for-the-test',
    };
    const instances: AppServer[] = await Promise.all([
      startAppServer(environment),
      startAppServer(environment),
    ]);
    for (const instance of instances) cleanups.push(instance.stop);
    const ports = instances.map((instance) => Number(new URL(instance.url).port)) as [number, number];

    const acmeRoot = join(work, 'acme');
    mkdirSync(acmeRoot);
    const nginx = await startNginx(join(work, 'nginx'), {
      upstreamPorts: ports,
      httpPort,
      httpsPort,
      certificate: certificate.certificate,
      privateKey: certificate.privateKey,
      acmeRoot,
    });
    cleanups.push(nginx.stop);

    const db: DatabaseHandle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    cleanups.push(db.close);
    const log = accessLog(nginx.accessLog);
    const instanceOf = async (response: Response): Promise<number> => {
      const upstream = await log.answeredBy(response);
      const index = ports.indexOf(Number(upstream.split(':').at(-1)));
      if (index < 0) throw new Error(`answered by ${upstream}, neither instance`);
      return index;
    };

    return {
      appUrl,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      inbox,
      db,
      instances,
      /** A visitor on its own loopback address, e.g. `client('127.0.1.7')`. */
      client: (localAddress: string) => proxyClient({ url: appUrl, ca: certificate.pem, localAddress }),
      /** Which instance (0 or 1) answered a response of `client`. */
      instanceOf,
      /**
       * Sends a request again (a safe one: a GET) until `instance` is the one
       * that answers; nginx takes turns, so it rarely needs a second try.
       */
      async answeredBy(instance: number, send: () => Response | Promise<Response>): Promise<Response> {
        for (let attempt = 0; attempt < 8; attempt++) {
          const response = await send();
          if ((await instanceOf(response)) === instance) return response;
        }
        throw new Error(`instance ${instance} answered none of 8 requests through nginx`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ProxiedPair = Awaited<ReturnType<typeof startProxiedPair>>;
