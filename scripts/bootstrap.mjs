#!/usr/bin/env node
// The README's commands on a fresh clone: provide a supported Node, install
// what is missing, build what is stale, then run. Needs only Node itself, so
// neither this file nor ./bootstrap/ may import any dependency.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './bootstrap/browser.mjs';
import { buildIfStale } from './bootstrap/builds.mjs';
import { ensureInstalled } from './bootstrap/install.mjs';
import { relaunchOnSupportedNode } from './bootstrap/node-runtime.mjs';
import { run, supervise } from './bootstrap/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const builtServer = (entry) => [process.execPath, ['--enable-source-maps', `apps/server/dist/${entry}.js`]];

/** One of the server's commands (`apps/server/src/cli`), compiled with the server. */
function runBuiltCommand(entry) {
  return (args) => {
    buildIfStale(root, 'server');
    const [node, nodeArgs] = builtServer(entry);
    run(node, [...nodeArgs, ...args], { cwd: root });
  };
}

function runUnitTests(args) {
  run(bin('vitest'), ['run', ...args], { cwd: root });
}

/** The home page's JavaScript budget, on the production build of the web app. */
function checkWebBudget() {
  buildIfStale(root, 'web');
  run(process.execPath, [join(root, 'scripts/check-web-budget.mjs')], { cwd: root });
}

function runBrowserTests(args) {
  const chromePath = ensureBrowser(root);
  buildIfStale(root, 'web');
  buildIfStale(root, 'server');
  run(bin('playwright'), ['test', ...args], {
    cwd: root,
    env: chromePath ? { ...process.env, CHROME_PATH: chromePath } : process.env,
  });
}

/** The fault suites (`faults/`), against the built server they start, stop and kill. */
function runFaultTests(args) {
  buildIfStale(root, 'web');
  buildIfStale(root, 'server');
  run(bin('vitest'), ['run', '--config', 'faults/vitest.config.ts', ...args], { cwd: root });
}

const commands = {
  start() {
    buildIfStale(root, 'web');
    buildIfStale(root, 'server');
    const [node, args] = builtServer('main');
    supervise(root, [node, args, { NODE_ENV: process.env.NODE_ENV ?? 'development' }]);
  },
  install() {},
  /** Where the Node these commands run on lives, for scripts that put it first on PATH. */
  'node-dir'() {
    console.log(dirname(process.execPath));
  },
  build() {
    buildIfStale(root, 'web');
    buildIfStale(root, 'server');
  },
  test(args) {
    runUnitTests(args);
    checkWebBudget();
    runBrowserTests([]);
  },
  'test:unit': runUnitTests,
  'test:budget': checkWebBudget,
  'test:e2e': runBrowserTests,
  'test:faults': runFaultTests,
  dev() {
    supervise(
      root,
      [
        process.execPath,
        ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'],
        { NODE_ENV: 'development' },
      ],
      ['npm', ['run', 'dev', '-w', '@madabook/web'], {}],
    );
  },
  'admin:create': runBuiltCommand('admin-create'),
  'photos:to-s3': runBuiltCommand('photos-to-s3'),
  'db:backup': runBuiltCommand('db-backup'),
  'db:restore': runBuiltCommand('db-restore'),
};

const [name = 'start', ...rest] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}": use ${Object.keys(commands).join(', ')}.`);
  process.exit(2);
}
if (!relaunchOnSupportedNode(root)) {
  ensureInstalled(root);
  command(rest);
}
