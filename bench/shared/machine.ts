import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

export interface HostFacts {
  cpus: number;
  cpuModel: string;
  loadAverageAtStart: number[];
  node: string;
}

/** The load averages over 1, 5 and 15 minutes. */
export const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** The machine a benchmark ran on, and how busy it was: figures from a busy machine read differently. */
export function hostFacts(): HostFacts {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAverage(),
    node: process.version,
  };
}

export function gitFacts(root: string): { commit: string; dirty: boolean } {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git(['rev-parse', '--short', 'HEAD']).trim();
    const status = git(['status', '--porcelain']);
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}
