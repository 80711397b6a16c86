import { type HostFacts, hostFacts } from '../shared/machine';
import { writeResults } from '../shared/results';
import type { LoadResult, Probe } from './load';
import type { DataSample } from './sample';

export interface ScenarioOutcome {
  name: string;
  description: string;
  url: string;
  probe?: Probe;
  result?: LoadResult;
  skipped?: string;
}

/** The p99 each measured scenario aims at on this machine, from the issues. */
export const p99TargetsMs: Record<string, number> = { search: 100, 'flight-search': 100 };

export interface Ratios {
  /** Each scenario with a latency target: its p99 against the target. */
  latencyTargets?: Array<{ scenario: string; p99Ms: number; targetMs: number; met: boolean }>;
  /**
   * Extra time per search in the app against the raw baseline, both reading every page from the
   * database (the app's uncached searches): raw req/s ÷ app req/s − 1. Target < 25 %.
   */
  searchOverhead?: { appRps: number; rawRps: number; overheadPercent: number; target: string; met: boolean };
  availabilityOverhead?: { appRps: number; rawRps: number; overheadPercent: number };
  /** Search req/s ÷ health req/s: how much of the HTTP ceiling a search keeps. */
  searchVsHealth?: { searchRps: number; healthRps: number; ratio: number };
  /** get-session req/s ÷ health req/s: the session read on nearly every request. Target ≥ 0.25 (issue 19). */
  sessionVsHealth?: { sessionRps: number; healthRps: number; ratio: number; target: string; met: boolean };
  /** Uncached search req/s on the database with more bookings ÷ on the one with fewer. Target ≥ 0.8. */
  historyIndependence?: {
    more: { bookings: number; rps: number };
    fewer: { bookings: number; rps: number };
    ratio: number;
    target: string;
    met: boolean;
  };
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  settings: { duration: number; warmup: number; connections: number; seed: number };
  machine: HostFacts & { postgres: string };
  git: { commit: string; dirty: boolean };
  databases: {
    main: { name: string; counts: DataSample['counts'] };
    compare?: { name: string; counts: DataSample['counts'] };
  };
  scenarios: ScenarioOutcome[];
  ratios: Ratios;
  notes: string[];
}

export const machineFacts = (postgres: string): BenchReport['machine'] => ({ ...hostFacts(), postgres });

export const databaseName = (url: string) => new URL(url).pathname.slice(1);

const rpsOf = (outcomes: ScenarioOutcome[], name: string) => {
  const outcome = outcomes.find((candidate) => candidate.name === name);
  return outcome?.result && outcome.result.failed === 0 ? outcome.result.requestsPerSecond : undefined;
};

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function computeRatios(
  outcomes: ScenarioOutcome[],
  counts: { main: number; compare?: number },
): Ratios {
  const ratios: Ratios = {};
  const latencyTargets = outcomes.flatMap((outcome) => {
    const targetMs = p99TargetsMs[outcome.name];
    const p99Ms = outcome.result?.latencyMs.p99;
    return targetMs === undefined || p99Ms === undefined || outcome.result?.failed
      ? []
      : [{ scenario: outcome.name, p99Ms, targetMs, met: p99Ms < targetMs }];
  });
  if (latencyTargets.length > 0) ratios.latencyTargets = latencyTargets;
  const search = rpsOf(outcomes, 'search');
  const uncachedSearch = rpsOf(outcomes, 'search-uncached');
  const rawSearch = rpsOf(outcomes, 'raw-search');
  const health = rpsOf(outcomes, 'health');
  const availability = rpsOf(outcomes, 'availability');
  const rawAvailability = rpsOf(outcomes, 'raw-availability');
  const compare = rpsOf(outcomes, 'compare-search');
  const session = rpsOf(outcomes, 'get-session');
  if (uncachedSearch && rawSearch) {
    const overheadPercent = round((rawSearch / uncachedSearch - 1) * 100, 1);
    ratios.searchOverhead = {
      appRps: round(uncachedSearch),
      rawRps: round(rawSearch),
      overheadPercent,
      target: '< 25 %',
      met: overheadPercent < 25,
    };
  }
  if (availability && rawAvailability) {
    ratios.availabilityOverhead = {
      appRps: round(availability),
      rawRps: round(rawAvailability),
      overheadPercent: round((rawAvailability / availability - 1) * 100, 1),
    };
  }
  if (search && health)
    ratios.searchVsHealth = {
      searchRps: round(search),
      healthRps: round(health),
      ratio: round(search / health, 3),
    };
  if (session && health) {
    const ratio = round(session / health, 3);
    ratios.sessionVsHealth = {
      sessionRps: round(session),
      healthRps: round(health),
      ratio,
      target: '≥ 0.25',
      met: ratio >= 0.25,
    };
  }
  if (uncachedSearch && compare && counts.compare !== undefined) {
    const main = { bookings: counts.main, rps: round(uncachedSearch) };
    const other = { bookings: counts.compare, rps: round(compare) };
    const [more, fewer] = main.bookings >= other.bookings ? [main, other] : [other, main];
    const ratio = round(more.rps / fewer.rps, 3);
    ratios.historyIndependence = { more, fewer, ratio, target: '≥ 0.8', met: ratio >= 0.8 };
  }
  return ratios;
}

const number = (value: number | undefined, digits = 0) =>
  value === undefined
    ? '–'
    : new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
        value,
      );

/** The share of answers the server gave from its cache, for scenarios that count them. */
function cacheShare(result: LoadResult): string {
  if (!result.cache) return '–';
  const answers = Object.values(result.cache).reduce((sum, count) => sum + count, 0);
  return answers === 0 ? '–' : `${number(((result.cache.HIT ?? 0) / answers) * 100, 1)} %`;
}

export function renderMarkdown(report: BenchReport): string {
  const { settings, machine, databases, ratios } = report;
  const main = databases.main;
  const lines = [
    '# MadaBook benchmark: latest figures',
    '',
    `Run ${report.startedAt} at commit ${report.git.commit}${report.git.dirty ? ' (with uncommitted changes)' : ''}: ` +
      `${settings.connections} connections, ${settings.duration} s per scenario after ${settings.warmup} s of warm-up; ` +
      `${machine.cpus} CPU (${machine.cpuModel}), load average ${machine.loadAverageAtStart.join(' / ')} at the start; ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}.`,
    '',
    `Database \`${main.name}\`: ${number(main.counts.hotels)} hotels, ${number(main.counts.roomTypes)} room types, ` +
      `${number(main.counts.bookings)} bookings, ${number(main.counts.roomNights)} calendar rows, ${number(main.counts.flightDepartures)} flight departures.` +
      (databases.compare
        ? ` Compared with \`${databases.compare.name}\`: ${number(databases.compare.counts.bookings)} bookings, ${number(databases.compare.counts.roomNights)} calendar rows.`
        : ''),
    '',
    '| Scenario | req/s | p50 ms | p99 ms | responses | from cache | other answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const outcome of report.scenarios) {
    const result = outcome.result;
    if (!result) {
      lines.push(`| ${outcome.name} | – | – | – | – | – | ${outcome.skipped ?? 'not run'} |`);
      continue;
    }
    const apart = Object.entries(result.statusCodes)
      .filter(([status]) => !['200', '201'].includes(status))
      .map(([status, count]) => `${number(count)} × ${status}`);
    if (result.socketErrors) apart.push(`${number(result.socketErrors)} socket errors`);
    if (result.timeouts) apart.push(`${number(result.timeouts)} timeouts`);
    lines.push(
      `| ${outcome.name} | ${number(result.requestsPerSecond)} | ${number(result.latencyMs.p50, 1)} | ${number(result.latencyMs.p99, 1)} | ${number(result.requests)} | ${cacheShare(result)} | ${apart.join(', ') || '–'} |`,
    );
  }
  lines.push('', '## Ratios', '');
  for (const { scenario, p99Ms, targetMs, met } of ratios.latencyTargets ?? []) {
    lines.push(
      `- ${scenario} p99: ${number(p99Ms, 1)} ms; target < ${targetMs} ms: ${met ? 'met' : 'NOT met'}.`,
    );
  }
  if (ratios.searchOverhead) {
    const { overheadPercent, met, appRps, rawRps } = ratios.searchOverhead;
    lines.push(
      `- Our layers on a search read from the database: +${overheadPercent} % time per request (app uncached ${number(appRps)} req/s, raw ${number(rawRps)} req/s); target < 25 %: ${met ? 'met' : 'NOT met'}.`,
    );
  }
  if (ratios.availabilityOverhead) {
    const { overheadPercent, appRps, rawRps } = ratios.availabilityOverhead;
    lines.push(
      `- Our layers on an availability: +${overheadPercent} % (app ${number(appRps)} req/s, raw ${number(rawRps)} req/s).`,
    );
  }
  if (ratios.searchVsHealth) lines.push(`- Search ÷ health: ${ratios.searchVsHealth.ratio}.`);
  if (ratios.sessionVsHealth) {
    const { ratio, sessionRps, healthRps, met } = ratios.sessionVsHealth;
    lines.push(
      `- get-session ÷ health: ${ratio} (${number(sessionRps)} ÷ ${number(healthRps)} req/s); target ≥ 0.25: ${met ? 'met' : 'NOT met'}.`,
    );
  }
  if (ratios.historyIndependence) {
    const { more, fewer, ratio, met } = ratios.historyIndependence;
    lines.push(
      `- History independence: uncached search at ${number(more.bookings)} bookings ÷ at ${number(fewer.bookings)} bookings = ${ratio} (${number(more.rps)} ÷ ${number(fewer.rps)} req/s); target ≥ 0.8: ${met ? 'met' : 'NOT met'}.`,
    );
  }
  if (Object.keys(ratios).length === 0)
    lines.push('- None: a scenario they need was not measured or failed.');
  if (report.notes.length > 0) lines.push('', '## Notes', '', ...report.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

/** `<timestamp>.local.json` every run; `latest.json` and `latest.md` for a full run (or --record). */
export const writeReport = (root: string, report: BenchReport, record: boolean): string[] =>
  writeResults(root, {
    prefix: '',
    startedAt: report.startedAt,
    report,
    markdown: renderMarkdown(report),
    record,
  });
