import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app if needed and starts one app server shared by the tests. */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web app did not build');
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
