import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its highest, in MiB, as the kernel counts it. */
export interface ProcessMemory {
  rssMiB: number;
  /** VmHWM: the highest RSS since the process started. */
  peakRssMiB: number;
}

const kibOf = (status: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/<pid>/status (is this Linux, and the process alive?)`);
  return Number(match[1]);
};

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;

/** From /proc/<pid>/status: what the process holds in memory, read from outside it. */
export function readProcessMemory(pid: number): ProcessMemory {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    throw new Error(`process ${pid} is gone: the server stopped during the measure (see its log)`);
  }
  return { rssMiB: mib(kibOf(status, 'VmRSS')), peakRssMiB: mib(kibOf(status, 'VmHWM')) };
}

export interface RssSpan {
  /** The highest RSS sampled during the span. */
  peakMiB: number;
  /** RSS at the end of the span. */
  endMiB: number;
  samples: number;
}

/** Samples a process's RSS every `intervalMs` between start() and stop(). */
export function sampleRss(pid: number, intervalMs = 200) {
  let peak = 0;
  let samples = 0;
  const take = () => {
    const { rssMiB } = readProcessMemory(pid);
    peak = Math.max(peak, rssMiB);
    samples += 1;
    return rssMiB;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop(): RssSpan {
      clearInterval(timer);
      const endMiB = take();
      return { peakMiB: peak, endMiB, samples };
    },
  };
}
