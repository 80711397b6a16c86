import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mainConfig, type ProxySetup, siteConfig } from './nginx-config';

const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];

/** Debian's nginx, or a clear way to get it. */
export function findNginx(): string {
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      'nginx is not installed: `apt-get install -y nginx-light` (Debian), or set NGINX to its path',
    );
  }
  return found;
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  prefix: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground as the current user, everything it writes under
 * `prefix`, on the shipped site configuration (see nginx-config.ts). The
 * configuration is checked with `nginx -t` first, so a broken file fails here.
 */
export async function startNginx(prefix: string, setup: ProxySetup): Promise<RunningNginx> {
  const nginx = findNginx();
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, folder), { recursive: true });
  const siteFile = join(prefix, 'madabook.conf');
  const mainFile = join(prefix, 'nginx.conf');
  writeFileSync(siteFile, siteConfig(setup));
  writeFileSync(mainFile, mainConfig({ prefix, siteFile, runAsRoot: process.getuid?.() === 0 }));
  const errorLog = join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', mainFile, '-e', errorLog];

  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${mainFile}:\n${check.stderr}`);

  const child: ChildProcess = spawn(nginx, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(setup.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${readIfThere(errorLog)}`);
    }
    await sleep(50);
  }
  return {
    prefix,
    accessLog: join(prefix, 'access.log'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: nginx's fast shutdown, its workers included.
      child.kill('SIGTERM');
      await exited;
    },
  };
}
