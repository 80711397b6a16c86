import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'madabook-lock-'));
let count = 0;
const freshDir = () => {
  count += 1;
  const dir = join(root, String(count));
  mkdirSync(dir);
  return dir;
};

/** Another process holding the lock of `dir` until it is killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))};
       lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = await once(child.stdout, 'data');
  expect(String(line)).toBe('locked\n');
  return child;
}

describe('the embedded database lock', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets one handle at a time hold a data directory, and lets it go on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(join(dir, 'madabook.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses in one line while another process holds it, and takes it over once that process is gone', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    children.push(holder);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dir} is in use by process ${holder.pid}: stop it first (or remove ${join(dir, 'madabook.pid')} if no MadaBook runs).`,
    );

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = lockDataDir(dir);
    release();
  });

  it('takes over a lock left by a process whose PID is now ours or another program’s (a restarted container)', () => {
    const ours = freshDir();
    writeFileSync(join(ours, 'madabook.pid'), String(process.pid));
    lockDataDir(ours)();

    const reused = freshDir();
    writeFileSync(join(reused, 'madabook.pid'), `${process.ppid} 1`);
    lockDataDir(reused)();

    const garbage = freshDir();
    writeFileSync(join(garbage, 'madabook.pid'), 'not a pid');
    lockDataDir(garbage)();
  });
});
