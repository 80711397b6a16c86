// Rebuilds the web app and the server when any of their sources is newer than the last build.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npm, run } from './processes.mjs';

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

const sharedSources = ['packages/contracts/src', 'package-lock.json'];

const targets = {
  web: {
    label: 'the web app',
    workspace: '@madabook/web',
    out: 'apps/web/dist',
    sources: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
  },
  server: {
    label: 'the server',
    workspace: '@madabook/server',
    out: 'apps/server/dist',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/db/src'],
  },
};

export function buildIfStale(root, name) {
  const target = targets[name];
  const stamp = join(root, target.out, '.build-stamp');
  const newestSource = Math.max(
    ...[...target.sources, ...sharedSources].map((path) => newestMtime(join(root, path))),
  );
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource) return;
  console.log(`Building ${target.label}…`);
  run(npm, ['run', 'build', '-w', target.workspace], { cwd: root });
  writeFileSync(stamp, new Date().toISOString());
}
