import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app once when its sources changed; each worker starts its own server. */
export default function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web app did not build');
}
