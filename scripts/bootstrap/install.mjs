// Installs the dependencies when the lock or a manifest changed, or when a
// package is missing (for example after an install that left devDependencies out).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { npm, run } from './processes.mjs';

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function workspaceDirs(root) {
  return [
    '.',
    ...['apps', 'packages'].flatMap((folder) => {
      const dir = join(root, folder);
      return existsSync(dir) ? readdirSync(dir).map((name) => join(folder, name)) : [];
    }),
  ].filter((dir) => existsSync(join(root, dir, 'package.json')));
}

function missingPackage(root, workspace) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return names.find(
    (name) =>
      !existsSync(join(root, workspace, 'node_modules', name, 'package.json')) &&
      !existsSync(join(root, 'node_modules', name, 'package.json')),
  );
}

function reasonToInstall(root) {
  const installed = mtime(join(root, 'node_modules/.package-lock.json'));
  if (installed === 0) return 'nothing is installed yet';
  const workspaces = workspaceDirs(root);
  const changed = ['package-lock.json', ...workspaces.map((dir) => join(dir, 'package.json'))].find(
    (file) => mtime(join(root, file)) > installed,
  );
  if (changed) return `${changed} changed`;
  for (const workspace of workspaces) {
    const missing = missingPackage(root, workspace);
    if (missing) return `${missing} is missing`;
  }
  return undefined;
}

export function ensureInstalled(root) {
  const reason = reasonToInstall(root);
  if (!reason) return;
  console.log(`Installing dependencies (${reason})…`);
  // The builds need the devDependencies, whatever NODE_ENV says.
  run(npm, ['install', '--include=dev', '--no-audit', '--no-fund'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
