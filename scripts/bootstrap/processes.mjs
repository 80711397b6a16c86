import { spawn, spawnSync } from 'node:child_process';

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command to its end; a failure ends the bootstrap with the same code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function forwardSignals(children) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const child of children) if (child.exitCode === null) child.kill(signal);
    });
  }
}

/**
 * Runs long-lived children, passing our signals on so they can shut down
 * cleanly; when one ends, the others are stopped and we exit with its code.
 */
export function supervise(cwd, ...commands) {
  const children = commands.map(([command, args, env]) =>
    spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  forwardSignals(children);
  for (const child of children) {
    child.on('exit', (code, signal) => {
      for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
      process.exitCode = code ?? (signal ? 1 : 0);
    });
  }
}
