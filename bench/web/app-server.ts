import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../run/servers';
import { benchSecret } from '../shared/bench-secret';

/**
 * The built server as `NODE_ENV=production npm start` runs it, on a fresh
 * embedded database in `workDir` filled with the demo catalogue (ready once
 * the seed is done: the server listens after it). It serves a copy of the
 * built web app and renders pages with a copy of its server build, which a
 * build started meanwhile (by someone else on the machine) cannot change under
 * the measure.
 */
export function startAppServer(root: string, workDir: string, port: number): Promise<RunningServer> {
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const webDist = join(workDir, 'web', 'dist');
  for (const build of ['dist', 'dist-ssr']) {
    cpSync(join(root, 'apps/web', build), join(workDir, 'web', build), { recursive: true });
  }
  return startServer({
    name: 'app',
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
    cwd: root,
    port,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: benchSecret,
      LOG_LEVEL: 'warn',
      DEMO_CATALOG: 'true',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    },
    logFile: join(workDir, 'app.log'),
    // Drawing and encoding the demo photos takes a while on a busy machine.
    timeoutMs: 300_000,
  });
}
