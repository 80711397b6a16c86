import type { gitFacts, HostFacts } from '../shared/machine';
import { markdownTable } from '../shared/markdown-table';
import { writeResults } from '../shared/results';
import type { sqlmapSettings, TargetOutcome } from './run-sqlmap';

export interface SqlmapReport {
  startedAt: string;
  finishedAt: string;
  sqlmap: string;
  settings: typeof sqlmapSettings;
  server: string;
  machine: HostFacts & { loadAverageAtEnd: number[] };
  git: ReturnType<typeof gitFacts>;
  targets: TargetOutcome[];
  /** Answers of 500 or more the server logged during the scans. */
  serverErrors: number;
}

/** What makes the run a failure: an injection, a target not fully tested, or a 5xx. */
export function failuresOf(report: SqlmapReport): string[] {
  return [
    ...report.targets.flatMap((target) =>
      target.injections.map((line) => `${target.request}: INJECTION ${line}`),
    ),
    ...report.targets.flatMap((target) => target.problems.map((line) => `${target.request}: ${line}`)),
    ...report.targets
      .filter((target) => target.notInjectable.length === 0)
      .map((target) => `${target.request}: sqlmap tested no parameter`),
    ...(report.serverErrors > 0 ? [`the server answered ${report.serverErrors} requests with a 5xx`] : []),
  ];
}

const statuses = (target: TargetOutcome) =>
  Object.entries(target.httpErrors)
    .map(([status, count]) => `${status.split(' ')[0]} × ${count}`)
    .join(', ') || '—';

export function summaryTable(targets: TargetOutcome[]): string[] {
  return markdownTable(
    ['request', 'parameters tested', 'requests', 'time', 'errors answered', 'injections found'],
    targets.map((target) => [
      target.request,
      `${target.notInjectable.length} of ${target.parameters.length}`,
      String(target.requests),
      `${target.durationSeconds} s`,
      statuses(target),
      String(target.injections.length),
    ]),
    (column) => column >= 1 && column <= 3,
  );
}

export function renderSqlmapMarkdown(report: SqlmapReport): string {
  const { settings, machine } = report;
  const failures = failuresOf(report);
  const lines = [
    '# MadaBook against sqlmap: latest run',
    '',
    `Run ${report.startedAt} at commit ${report.git.commit}${report.git.dirty ? ' (with uncommitted changes)' : ''}: ` +
      `${report.sqlmap} in batch mode, --level ${settings.level} --risk ${settings.risk}, techniques ${settings.techniques} ` +
      `(boolean-based blind, error-based, UNION, time-based blind with ${settings.timeSec} s delays), ` +
      `against ${report.server}. ${machine.cpus} CPU (${machine.cpuModel}), Node ${machine.node}.`,
    '',
    ...summaryTable(report.targets),
    '',
    failures.length === 0
      ? `**Nothing found**: no injection point in ${report.targets.reduce((sum, target) => sum + target.notInjectable.length, 0)} parameters over ${report.targets.reduce((sum, target) => sum + target.requests, 0)} requests, and no answer of 500 or more from the server.`
      : `**FAILED**:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
    '',
    '## Parameters',
    '',
    ...report.targets.map((target) => `- ${target.request}: ${target.parameters.join(', ')}`),
    '',
    'The 4xx are the API refusing the payloads (400 VALIDATION_ERROR, 401, 404), as it should.',
  ];
  return `${lines.join('\n')}\n`;
}

/** `sqlmap-<timestamp>.local.json` every run; `sqlmap-latest.json` and `.md` for a run of every target. */
export const writeSqlmapReport = (root: string, report: SqlmapReport, record: boolean): string[] =>
  writeResults(root, {
    prefix: 'sqlmap-',
    startedAt: report.startedAt,
    report,
    markdown: renderSqlmapMarkdown(report),
    record,
  });
