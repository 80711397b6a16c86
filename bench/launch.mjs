#!/usr/bin/env node
// `npm run bench`, `bench:seed`, `bench:memory`, `bench:web` and `bench:sqlmap` (through sqlmap.sh): on a supported Node
// (the bootstrap's Node 24 when the machine's is older), with the dependencies
// installed, run the TypeScript entry through tsx.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../scripts/bootstrap/install.mjs';
import { relaunchOnSupportedNode } from '../scripts/bootstrap/node-runtime.mjs';
import { forwardSignals } from '../scripts/bootstrap/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = {
  seed: 'bench/seed.ts',
  run: 'bench/run.ts',
  memory: 'bench/memory.ts',
  explain: 'bench/explain.ts',
  web: 'bench/web.ts',
  sqlmap: 'bench/sqlmap.ts',
};
const [name, ...args] = process.argv.slice(2);
const entry = entries[name];
if (!entry) {
  console.error(`Usage: node bench/launch.mjs ${Object.keys(entries).join('|')} [options]`);
  process.exit(2);
}
if (!relaunchOnSupportedNode(root)) {
  ensureInstalled(root);
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: root, stdio: 'inherit' });
  forwardSignals([child]);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
