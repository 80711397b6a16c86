import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@madabook/db';
import { createTestDatabase } from '@madabook/db/testing';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { createServices, type ServiceOptions } from '../services';
import { startSmtpInbox } from './smtp-inbox';

export interface TestAppOptions extends ServiceOptions {
  env?: Record<string, string>;
  database?: DatabaseHandle;
}

/** The real app with real middleware on a fresh in-memory database. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'madabook-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', pretty: false });
  const services = createServices({ config, database, logger }, options);
  const app = createApp({ config, database, logger, services });
  return {
    app,
    config,
    database,
    services,
    close: async () => {
      await services.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app whose mail goes over SMTP to a real inbox the test can read. */
export async function createTestAppWithInbox(options: TestAppOptions = {}) {
  const inbox = await startSmtpInbox();
  const testApp = await createTestApp({ ...options, env: { ...options.env, SMTP_URL: inbox.url } });
  return {
    testApp,
    inbox,
    close: async () => {
      await testApp.close();
      await inbox.stop();
    },
  };
}
