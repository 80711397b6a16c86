// Runs the bootstrap on a maintained Node LTS: an older machine Node provisions
// Node 24 from the npm registry (the platform package carries the binary itself).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { forwardSignals } from './processes.mjs';

export const nodeFloor = [22, 12];
const provisionedVersion = '24.21.0';

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > nodeFloor[0] || (major === nodeFloor[0] && minor >= nodeFloor[1]);
}

function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

function provisionedBinary(root) {
  const prefix = join(root, '.tools', `node-${provisionedVersion}`);
  const binary = process.platform === 'win32' ? 'node.exe' : join('bin', 'node');
  return { prefix, path: join(prefix, 'node_modules', platformPackage(), binary) };
}

function provision(root) {
  const binary = provisionedBinary(root);
  if (existsSync(binary.path)) return binary.path;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      binary.prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${platformPackage()}@${provisionedVersion}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(binary.path)) {
    console.error(
      `Could not install Node ${provisionedVersion}; install Node ${nodeFloor.join('.')} or later.`,
    );
    process.exit(1);
  }
  return binary.path;
}

/**
 * On an unsupported Node, runs this same script again under the provisioned
 * Node 24, first on PATH so that npm and every tool started from there use it
 * too, and answers true: the caller then has nothing more to do.
 */
export function relaunchOnSupportedNode(root) {
  if (isSupported()) return false;
  const binary = provisionedBinary(root);
  const installed = existsSync(binary.path);
  console.log(
    `Node ${process.version} is older than ${nodeFloor.join('.')}: ` +
      (installed
        ? `using Node ${provisionedVersion} from .tools/`
        : `installing Node ${provisionedVersion} into .tools/`),
  );
  const node = provision(root);
  const child = spawn(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  forwardSignals([child]);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}
