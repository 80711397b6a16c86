import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface AppServer {
  url: string;
  dataDir: string;
  pid: number;
  output: () => string;
  /** SIGTERM, then the throw-away data directory removed. */
  stop: () => Promise<void>;
  /** Sends the signal and resolves with how the process ended. */
  kill: (signal: NodeJS.Signals) => Promise<ProcessEnd>;
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppServerOptions {
  /** Listen here, so that a server started again keeps its URL; a free port otherwise. */
  port?: number;
  /** A data directory the caller keeps (a restart finds its database and secret); a throw-away one otherwise. */
  dataDir?: string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server did not become ready:\n${output()}`);
}

/** The real server, as `npm start` runs it, on a free port with a throw-away data directory unless told otherwise. */
export async function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'madabook-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      // Every browser test signs in from 127.0.0.1, which better-auth's limit of 3 sign-ins per
      // 10 s would refuse; the limit itself is proven by the API security and multi-instance tests.
      AUTH_RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const output = () => log;
  const ended = new Promise<ProcessEnd>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return ended;
  };
  await waitUntilReady(url, child, output);
  return {
    url,
    dataDir,
    pid: child.pid as number,
    output,
    kill,
    stop: async () => {
      await kill('SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
