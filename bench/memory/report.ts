import type { DataSample } from '../run/sample';
import { formatCount } from '../shared/log';
import type { HostFacts } from '../shared/machine';
import { markdownTable } from '../shared/markdown-table';
import { writeResults } from '../shared/results';
import type { RoundMemory } from './measure';

export type Engine = 'pglite' | 'postgres';

export interface MemoryReport {
  startedAt: string;
  finishedAt: string;
  engine: Engine;
  database: { name: string; postgres: string; counts: DataSample['counts'] };
  settings: {
    rounds: number;
    duration: number;
    warmup: number;
    connections: number;
    settle: number;
    seed: number;
    scenarios: string[];
  };
  machine: HostFacts & { loadAverageAtEnd: number[] };
  git: { commit: string; dirty: boolean };
  rssMiB: {
    /** Once ready, after the settle time without requests. */
    afterStart: number;
    /** After each scenario ran for the warm-up time, then the settle time. */
    afterWarmup: number;
    /** The process's highest RSS over the whole run (VmHWM). */
    highest: number;
  };
  rounds: RoundMemory[];
  /** The settled RSS of each round against the one before (round 1 against the warm-up). */
  growth: Array<{ from: string; to: string; percent: number }>;
  verdict: { from: string; to: string; growthPercent: number; ceilingPercent: number; met: boolean };
  notes: string[];
}

const percent = (from: number, to: number) => Math.round((to / from - 1) * 1000) / 10;

export function growthOf(afterWarmup: number, rounds: RoundMemory[], ceilingPercent: number) {
  const readings = [
    { label: 'warm-up', rss: afterWarmup },
    ...rounds.map((round) => ({ label: `round ${round.round}`, rss: round.settledMiB })),
  ];
  const growth = readings.slice(1).map((reading, index) => ({
    from: readings[index]?.label ?? '',
    to: reading.label,
    percent: percent(readings[index]?.rss ?? reading.rss, reading.rss),
  }));
  const last = growth.at(-1) ?? { from: '', to: '', percent: 0 };
  return {
    growth,
    verdict: {
      from: last.from,
      to: last.to,
      growthPercent: last.percent,
      ceilingPercent,
      met: last.percent < ceilingPercent,
    },
  };
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value} %`;

export function renderMemoryMarkdown(report: MemoryReport): string {
  const { settings, machine, database, rssMiB, rounds, verdict } = report;
  const engine = report.engine === 'pglite' ? 'the embedded PGlite' : 'PostgreSQL';
  const roundRows = rounds.map((round, index) => [
    String(round.round),
    String(round.peakMiB),
    String(round.settledMiB),
    signed(report.growth[index]?.percent ?? 0),
  ]);
  const scenarioNames = settings.scenarios;
  const scenarioRows = scenarioNames.map((name) => [
    name,
    ...rounds.map((round) => {
      const scenario = round.scenarios.find((candidate) => candidate.name === name);
      return scenario ? `${formatCount(scenario.requestsPerSecond)} req/s, ${scenario.peakMiB} MiB` : '–';
    }),
  ]);
  return `${[
    `# MadaBook server memory under the API benchmark: ${engine}`,
    '',
    `Run ${report.startedAt} at commit ${report.git.commit}${report.git.dirty ? ' (with uncommitted changes)' : ''}, ` +
      `on ${engine} (\`${database.name}\`, PostgreSQL ${database.postgres}): ${formatCount(database.counts.hotels)} hotels, ` +
      `${formatCount(database.counts.roomTypes)} room types, ${formatCount(database.counts.bookings)} bookings at the start. ` +
      `${settings.rounds} rounds of ${settings.scenarios.length} scenarios against one server, ${settings.duration} s each at ` +
      `${settings.connections} connections, after ${settings.warmup} s of warm-up each; RSS is the server process's VmRSS ` +
      `(\`/proc/<pid>/status\`) sampled every 200 ms; between rounds it is read after ${settings.settle} s without requests. ` +
      `${machine.cpus} CPU, load average ${machine.loadAverageAtStart.join(' / ')} at the start and ` +
      `${machine.loadAverageAtEnd.join(' / ')} at the end; Node ${machine.node}.`,
    '',
    `- After start: **${rssMiB.afterStart} MiB**; after the warm-up: **${rssMiB.afterWarmup} MiB**; highest over the run (VmHWM): **${rssMiB.highest} MiB**.`,
    `- Growth from ${verdict.from} to ${verdict.to}: **${signed(verdict.growthPercent)}**; ceiling ${verdict.ceilingPercent} %: **${verdict.met ? 'met' : 'NOT met'}**.`,
    '',
    ...markdownTable(
      ['round', 'peak under load, MiB', 'after the round, idle, MiB', 'growth'],
      roundRows,
      (column) => column > 0,
    ),
    '',
    '## Each scenario: throughput and RSS peak, by round',
    '',
    ...markdownTable(
      ['scenario', ...rounds.map((round) => `round ${round.round}`)],
      scenarioRows,
      (column) => column > 0,
    ),
    ...(report.notes.length > 0 ? ['', '## Notes', '', ...report.notes.map((note) => `- ${note}`)] : []),
  ].join('\n')}\n`;
}

/** `memory-<engine>-<timestamp>.local.json` every run; `memory-<engine>-latest.{json,md}` for a run of record. */
export const writeMemoryReport = (root: string, report: MemoryReport, record: boolean): string[] =>
  writeResults(root, {
    prefix: `memory-${report.engine}-`,
    startedAt: report.startedAt,
    report,
    markdown: renderMemoryMarkdown(report),
    record,
  });
