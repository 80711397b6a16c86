import type { gitFacts, HostFacts } from '../shared/machine';
import { markdownTable as table } from '../shared/markdown-table';
import { writeResults } from '../shared/results';
import type { FigureName, RunFigures } from './figures';
import { type PageName, pageLabels } from './pages';
import type { PageSummary } from './summary';

export interface PageOutcome extends PageSummary {
  name: PageName;
  path: string;
  runs: RunFigures[];
}

export interface WebReport {
  startedAt: string;
  finishedAt: string;
  settings: { runs: number; lighthouse: string; browser: string; emulation: string };
  machine: HostFacts & { loadAverageAtEnd: number[] };
  git: ReturnType<typeof gitFacts>;
  pages: PageOutcome[];
}

const number = (value: number, digits = 0) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
    value,
  );

const formats: Record<FigureName, (value: number) => string> = {
  performance: (value) => number(value),
  accessibility: (value) => number(value),
  bestPractices: (value) => number(value),
  seo: (value) => number(value),
  lcpMs: (value) => `${number(value / 1000, 1)} s`,
  tbtMs: (value) => `${number(value)} ms`,
  cls: (value) => number(value, 3),
  totalBytes: (value) => `${number(value / 1000)} kB`,
};

const headings: Record<FigureName, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  totalBytes: 'bytes',
};

const shown: FigureName[] = Object.keys(headings) as FigureName[];

export const formatFigure = (figure: FigureName, value: number) => formats[figure](value);

function targetsCell(page: PageOutcome): string {
  const missed = page.targets.filter((target) => !target.met);
  return missed.length === 0
    ? 'met'
    : `NOT met: ${missed.map((target) => `${headings[target.figure]} ${formatFigure(target.figure, target.value)} (${target.wanted})`).join(', ')}`;
}

/** Each page's medians and whether it meets the issue's targets. */
export function summaryTable(pages: PageOutcome[]): string[] {
  const header = ['page', ...shown.map((figure) => headings[figure]), 'targets'];
  const rows = pages.map((page) => [
    pageLabels[page.name],
    ...shown.map((figure) => formatFigure(figure, page.median[figure])),
    targetsCell(page),
  ]);
  return table(header, rows, (column) => column > 0 && column <= shown.length);
}

const range = (values: number[]) => `${number(Math.min(...values))}–${number(Math.max(...values))}`;

function findingLines(page: PageOutcome, runs: number): string[] {
  if (page.findings.length === 0) return [];
  return [
    '',
    `### ${pageLabels[page.name]} (\`${page.path}\`)`,
    '',
    ...page.findings.map(
      (finding) =>
        `- ${finding.category}: ${finding.title} (\`${finding.id}\`)` +
        `${finding.displayValue ? `: ${finding.displayValue}` : ''}` +
        `${finding.runs < runs ? ` (${finding.runs} of ${runs} runs)` : ''}`,
    ),
  ];
}

export function renderWebMarkdown(report: WebReport): string {
  const { settings, machine } = report;
  const benchmarkIndexes = report.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  const lines = [
    '# MadaBook web pages: latest Lighthouse figures',
    '',
    `Run ${report.startedAt} at commit ${report.git.commit}${report.git.dirty ? ' (with uncommitted changes)' : ''}: ` +
      `Lighthouse ${settings.lighthouse}, ${settings.browser}, ${settings.emulation}; ` +
      `median of ${settings.runs} run${settings.runs === 1 ? '' : 's'} per page, each figure on its own. ` +
      `${machine.cpus} CPU (${machine.cpuModel}), load average ${machine.loadAverageAtStart.join(' / ')} at the start ` +
      `and ${machine.loadAverageAtEnd.join(' / ')} at the end; Lighthouse's CPU benchmark index ${range(benchmarkIndexes)}; Node ${machine.node}.`,
    '',
    'The built app served by `NODE_ENV=production` on a fresh embedded database with the demo catalogue.',
    '',
    ...summaryTable(report.pages),
    '',
    'Targets (issue 12): performance ≥ 95, accessibility, best practices and SEO 100, LCP < 2.5 s, CLS < 0.05; the front desk (issue 19, signed in as the demo front-desk member): performance ≥ 90, the same but SEO (a signed-in page is kept out of search engines).',
  ];
  const findings = report.pages.flatMap((page) => findingLines(page, settings.runs));
  if (findings.length > 0) lines.push('', '## What Lighthouse flags', ...findings);
  return `${lines.join('\n')}\n`;
}

/** `web-<timestamp>.local.json` every run; `web-latest.json` and `web-latest.md` for a run of record. */
export const writeWebReport = (root: string, report: WebReport, record: boolean): string[] =>
  writeResults(root, {
    prefix: 'web-',
    startedAt: report.startedAt,
    report,
    markdown: renderWebMarkdown(report),
    record,
  });
