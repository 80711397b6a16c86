import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A second process opening the same embedded database: refused, since PGlite itself would let it corrupt the files. */
export class DatabaseInUseError extends Error {}

const lockFileName = 'madabook.pid';
const heldHere = new Set<string>();

/** When the process started (Linux), so that a PID reused by another program is not taken for the holder. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote the lock still runs: the lock of a crashed one is stale. */
function holderRuns(lock: { pid: number; started?: string }, dataDir: string): boolean {
  // Our own PID with no open handle here: a previous run of a container whose process always gets the same PID.
  if (lock.pid === process.pid) return heldHere.has(dataDir);
  if (!Number.isInteger(lock.pid) || lock.pid <= 0 || !isRunning(lock.pid)) return false;
  const started = startTimeOf(lock.pid);
  return lock.started === undefined || started === undefined || started === lock.started;
}

function readLock(path: string): { pid: number; started?: string } | undefined {
  try {
    const [pid, started] = readFileSync(path, 'utf8').trim().split(' ');
    return { pid: Number(pid), ...(started ? { started } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database in `dataDir` for this process, with a file
 * holding our PID, and answers the function that lets it go again. Refused
 * with a one-line `DatabaseInUseError` while another running process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, lockFileName);
  const content = [process.pid, startTimeOf(process.pid)].filter(Boolean).join(' ');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, content, { flag: 'wx' });
      heldHere.add(dataDir);
      return () => {
        heldHere.delete(dataDir);
        if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(path);
      if (lock && holderRuns(lock, dataDir)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${lock.pid}: stop it first (or remove ${path} if no MadaBook runs).`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseInUseError(
    `The embedded database in ${dataDir} is being opened by another process: try again.`,
  );
}
