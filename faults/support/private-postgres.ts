import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../e2e/support/app-server';

const run = promisify(execFile);

/** initdb and pg_ctl: from PG_BIN_DIR, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function serverBinaries(): string {
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      "PostgreSQL's server programs (initdb, pg_ctl) were not found: apt-get install -y postgresql, or set PG_BIN_DIR",
    );
  }
  return found;
}

/** initdb refuses root: as root, the cluster is the postgres user's and its programs run as that user. */
const clusterUser = () => (userInfo().uid === 0 ? 'postgres' : undefined);

export interface PrivatePostgres {
  /** Creates a database and answers its URL (user postgres, trust authentication). */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: connections are cut, new ones refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster of its own on a free port of 127.0.0.1, which a test may
 * stop and start without disturbing the machine's shared server.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const user = clusterUser();
  const home = mkdtempSync(join(tmpdir(), 'madabook-pg-'));
  const dataDir = join(home, 'data');
  const port = await freePort();
  if (user) await run('chown', [`${user}:`, home]);
  const command = (program: string, args: string[]) =>
    user ? run('runuser', ['-u', user, '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => command('pg_ctl', ['-D', dataDir, '-w', ...args]);

  const start = async () => {
    await pgCtl('-o', options, '-l', join(home, 'server.log'), 'start');
  };
  try {
    await command('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  return {
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
    },
    start,
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
