import { setTimeout as sleep } from 'node:timers/promises';
import { runLoad } from '../run/load';
import type { Scenario } from '../run/scenarios';
import type { Progress } from '../shared/log';
import { formatCount } from '../shared/log';
import { readProcessMemory, sampleRss } from './rss';

export interface ScenarioMemory {
  name: string;
  requestsPerSecond: number;
  requests: number;
  /** Answers neither served nor expected refusals (e.g. 409 SOLD_OUT for bookings), and socket errors. */
  failed: number;
  peakMiB: number;
  endMiB: number;
}

export interface RoundMemory {
  round: number;
  scenarios: ScenarioMemory[];
  /** The highest RSS sampled while the round's load ran. */
  peakMiB: number;
  /** RSS after the round, once the server has been idle for the settle time. */
  settledMiB: number;
}

export interface LoadSettings {
  connections: number;
  duration: number;
  settleSeconds: number;
}

/** RSS once the server has had `seconds` without requests: the reading rounds are compared on. */
export async function settledRss(pid: number, seconds: number): Promise<number> {
  await sleep(seconds * 1000);
  return readProcessMemory(pid).rssMiB;
}

/** Each scenario once, not measured: code paths compiled, pools and caches filled. */
export async function warmUp(scenarios: Scenario[], settings: { connections: number; duration: number }) {
  for (const scenario of scenarios) await runLoad(scenario, settings);
}

/** Every scenario in turn at full load, the server's RSS sampled throughout. */
export async function runRound(
  round: number,
  scenarios: Scenario[],
  pid: number,
  settings: LoadSettings,
  progress: Progress,
): Promise<RoundMemory> {
  const measured: ScenarioMemory[] = [];
  for (const scenario of scenarios) {
    const sampler = sampleRss(pid);
    const result = await runLoad(scenario, settings);
    const span = sampler.stop();
    measured.push({
      name: scenario.name,
      requestsPerSecond: Math.round(result.requestsPerSecond),
      requests: result.requests,
      failed: result.failed + result.socketErrors + result.timeouts,
      peakMiB: span.peakMiB,
      endMiB: span.endMiB,
    });
    progress.line(
      `round ${round} ${scenario.name.padEnd(16)} ${formatCount(result.requestsPerSecond).padStart(6)} req/s  RSS peak ${span.peakMiB} MiB, at the end ${span.endMiB} MiB`,
    );
  }
  const settledMiB = await settledRss(pid, settings.settleSeconds);
  progress.line(`round ${round}: RSS ${settledMiB} MiB after ${settings.settleSeconds} s idle`);
  return {
    round,
    scenarios: measured,
    peakMiB: Math.max(...measured.map((scenario) => scenario.peakMiB)),
    settledMiB,
  };
}
