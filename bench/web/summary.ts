import { type FigureName, type Figures, type Finding, figureNames, type RunFigures } from './figures';

export interface Target {
  figure: FigureName;
  /** As the issue words it: "≥ 95", "< 2.5 s". */
  wanted: string;
  met(value: number): boolean;
}

/** The targets of issue 12, on every public page. */
export const targets: Target[] = [
  { figure: 'performance', wanted: '≥ 95', met: (value) => value >= 95 },
  { figure: 'accessibility', wanted: '100', met: (value) => value === 100 },
  { figure: 'bestPractices', wanted: '100', met: (value) => value === 100 },
  { figure: 'seo', wanted: '100', met: (value) => value === 100 },
  { figure: 'lcpMs', wanted: '< 2.5 s', met: (value) => value < 2500 },
  { figure: 'cls', wanted: '< 0.05', met: (value) => value < 0.05 },
];

/**
 * Issue 19's for the partners' pages: the public pages' phone targets, performance from 90, and no
 * SEO (a signed-in page asks search engines to leave it out).
 */
export const partnerTargets: Target[] = [
  { figure: 'performance', wanted: '≥ 90', met: (value) => value >= 90 },
  ...targets.filter(({ figure }) => figure !== 'performance' && figure !== 'seo'),
];

export interface TargetCheck {
  figure: FigureName;
  wanted: string;
  value: number;
  met: boolean;
}

export interface PageSummary {
  /** Each figure's median over the runs, on its own. */
  median: Figures;
  targets: TargetCheck[];
  /** Each failed audit once, with the number of runs it failed in. */
  findings: Array<Finding & { runs: number }>;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('No value to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function countFindings(runs: RunFigures[]): PageSummary['findings'] {
  const byId = new Map<string, Finding & { runs: number }>();
  for (const finding of runs.flatMap((run) => run.findings)) {
    const seen = byId.get(finding.id);
    if (seen) seen.runs += 1;
    else byId.set(finding.id, { ...finding, runs: 1 });
  }
  return [...byId.values()];
}

/** The median of each figure over a page's runs, checked against the targets. */
export function summarise(runs: RunFigures[], pageTargets: Target[] = targets): PageSummary {
  const medianFigures = Object.fromEntries(
    figureNames.map((name) => [name, median(runs.map((run) => run.figures[name]))]),
  ) as Figures;
  return {
    median: medianFigures,
    targets: pageTargets.map(({ figure, wanted, met }) => ({
      figure,
      wanted,
      value: medianFigures[figure],
      met: met(medianFigures[figure]),
    })),
    findings: countFindings(runs),
  };
}
