import { spawnSync } from 'node:child_process';

/** Builds the web app and the server when stale, exactly as `npm start` does (scripts/bootstrap.mjs). */
export function buildApp(root: string) {
  const result = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status ?? result.signal})`);
}
