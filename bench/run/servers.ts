import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  name: string;
  url: string;
  /** The server's own process (the command is run directly, not through a shell). */
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

/** Only what the server needs from our environment: no stray DATA_DIR, SMTP_URL or REDIS_URL. */
const baseEnvironment = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  TZ: process.env.TZ ?? '',
});

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');

/**
 * Starts a server on a loopback port, its output in `logFile`, and resolves
 * once GET `readyPath` answers 200 (bounded: `timeoutMs`). Stopping sends
 * SIGTERM to that process only, then SIGKILL if it has not left in 15 s.
 */
export async function startServer(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...baseEnvironment(), ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${options.name} stopped before it was ready (see ${options.logFile}):\n${tail(options.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/api/health'}`);
      await response.arrayBuffer();
      if (response.ok)
        return { name: options.name, url, pid: child.pid as number, logFile: options.logFile, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `${options.name} was not ready within ${(options.timeoutMs ?? 120_000) / 1000} s (see ${options.logFile})`,
  );
}
