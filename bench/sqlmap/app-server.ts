import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../run/servers';
import { benchSecret } from '../shared/bench-secret';

/** The admin whose session the back-office target is attacked with: it lives in a throw-away database. */
export const sqlmapAdmin = { email: 'sqlmap-admin@madabook.mg', password: 'sqlmap-admin-password-2026' };

/**
 * The built server as `NODE_ENV=production npm start` runs it, on 127.0.0.1 and a fresh embedded
 * database in `workDir` with the demo catalogue and an admin made by `admin:create`. Its rate
 * limits are off: sqlmap sends thousands of sign-ins, which would otherwise all be 429s and test
 * nothing past the limiter.
 */
export function startSqlmapServer(root: string, workDir: string, port: number): Promise<RunningServer> {
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const appUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    APP_URL: appUrl,
    BETTER_AUTH_SECRET: benchSecret,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
  // Before the server: the embedded database takes one process at a time.
  const admin = spawnSync(
    process.execPath,
    ['apps/server/dist/admin-create.js', '--email', sqlmapAdmin.email, '--password', sqlmapAdmin.password],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr || admin.stdout}`);
  return startServer({
    name: 'app',
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
    cwd: root,
    port,
    env: { ...env, HOST: '127.0.0.1', DEMO_CATALOG: 'true', AUTH_RATE_LIMIT: 'false' },
    logFile: join(workDir, 'app.log'),
    // Drawing and encoding the demo photos takes a while on a busy machine.
    timeoutMs: 300_000,
  });
}

/** Answers of 500 or more in the server's log: its request logger writes one JSON line per failed request. */
export const countServerErrors = (log: string) =>
  (log.match(/"status":5\d\d\b.*"msg":"request failed"/g) ?? []).length;
