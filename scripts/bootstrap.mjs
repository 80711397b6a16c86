#!/usr/bin/env node
// The README's commands on a fresh clone: install what is missing, then run.
// Needs only Node itself, so it must not import any dependency.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const buildStamp = join(webDir, 'dist/.build-stamp');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.gen.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureInstalled() {
  const installed = mtime(join(root, 'node_modules/.package-lock.json'));
  const manifests = [
    'package.json',
    'package-lock.json',
    ...['apps', 'packages'].flatMap(workspaceManifests),
  ];
  if (installed > 0 && manifests.every((file) => mtime(join(root, file)) <= installed)) return;
  console.log('Installing dependencies (npm install)…');
  run(npm, ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function workspaceManifests(folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => join(folder, name, 'package.json'));
}

function buildWebIfStale() {
  const sources = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    '../../packages/contracts/src',
  ].map((path) => newestMtime(join(webDir, path)));
  if (mtime(buildStamp) >= Math.max(...sources)) return;
  console.log('Building the web app…');
  run(npm, ['run', 'build', '-w', '@madabook/web']);
  writeFileSync(buildStamp, new Date().toISOString());
}

/**
 * Runs long-lived children, passing our signals on so they can shut down
 * cleanly; when one ends, the others are stopped and we exit with its code.
 */
function supervise(...commands) {
  const children = commands.map(([command, args, env]) =>
    spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
  for (const child of children) {
    child.on('exit', (code, signal) => {
      for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
      process.exitCode = code ?? (signal ? 1 : 0);
    });
  }
}

function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    console.error(
      "No Chromium found for the browser tests. Install Debian's Chromium with `apt-get install -y chromium`, " +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  return found;
}

const serverEntry = ['--import', 'tsx', 'apps/server/src/main.ts'];
const [command = 'start', ...rest] = process.argv.slice(2);
ensureInstalled();

switch (command) {
  case 'start':
    buildWebIfStale();
    supervise([process.execPath, serverEntry, { NODE_ENV: process.env.NODE_ENV ?? 'development' }]);
    break;
  case 'install':
    break;
  case 'build':
    buildWebIfStale();
    break;
  case 'test': {
    const chromePath = findBrowser();
    run(npm, ['run', 'test:unit', '--', ...rest]);
    buildWebIfStale();
    run(npm, ['run', 'test:e2e'], { env: { ...process.env, CHROME_PATH: chromePath } });
    break;
  }
  case 'dev': {
    supervise(
      [process.execPath, ['--watch', ...serverEntry], { NODE_ENV: 'development' }],
      [npm, ['run', 'dev', '-w', '@madabook/web'], {}],
    );
    break;
  }
  case 'admin:create':
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', ...rest]);
    break;
  default:
    console.error(`Unknown command "${command}": use start, test, dev, install, build or admin:create.`);
    process.exit(2);
}
