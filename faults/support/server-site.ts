import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@madabook/db';
import { loadConfig } from '../../apps/server/src/config';
import { type AppServer, freePort, startAppServer } from '../../e2e/support/app-server';

/**
 * Where a fault test's server runs, kept across its restarts: one port (so one APP_URL for mail
 * links and provider callbacks), one data directory (the embedded database, the generated auth
 * secret), and PostgreSQL instead of the embedded database when `databaseUrl` is given.
 */
export interface ServerSite {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): void;
}

export async function serverSite(databaseUrl?: string): Promise<ServerSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'madabook-fault-'));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    databaseUrl,
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const siteEnvironment = (site: ServerSite) => ({
  DATA_DIR: site.dataDir,
  ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
});

/** The built server on the site, as `npm start` runs it, without the demo catalogue: each test brings its own. */
export function startServerOn(site: ServerSite, env: Record<string, string> = {}): Promise<AppServer> {
  return startAppServer(
    { DEMO_CATALOG: 'false', ...siteEnvironment(site), ...env },
    { port: site.port, dataDir: site.dataDir },
  );
}

/**
 * The site's database opened by the test, migrated, where the server would open it: PostgreSQL
 * beside a running server, the embedded database only while none runs (it is one process's).
 */
export async function openSiteDatabase(site: ServerSite): Promise<DatabaseHandle> {
  const { database } = loadConfig(siteEnvironment(site));
  const handle = await openDatabase(database.kind === 'postgres' ? { ...database, poolSize: 2 } : database);
  await migrateDatabase(handle);
  return handle;
}

/** Opens the site's database for `work` and closes it again, as the embedded database requires between two runs of the server. */
export async function withSiteDatabase<Result>(
  site: ServerSite,
  work: (database: DatabaseHandle) => Promise<Result>,
): Promise<Result> {
  const database = await openSiteDatabase(site);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
