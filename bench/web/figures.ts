import type { Result } from 'lighthouse';

/** Lighthouse's categories, under the names the report uses. */
export const categoryIds = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
export type CategoryName = keyof typeof categoryIds;

export const figureNames = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalBytes',
] as const;
export type FigureName = (typeof figureNames)[number];
/** Scores out of 100, times in milliseconds, bytes as transferred. */
export type Figures = Record<FigureName, number>;

/** An audit that did not pass, as Lighthouse words it. */
export interface Finding {
  category: CategoryName;
  id: string;
  title: string;
  displayValue?: string;
}

export interface RunFigures {
  figures: Figures;
  findings: Finding[];
  /** Lighthouse's measure of the CPU's speed during the run: lower on a busy machine. */
  benchmarkIndex: number;
}

const metricAudits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  totalBytes: 'total-byte-weight',
} as const;

// A performance diagnostic below this score is worth reading; the other categories count every failure.
const performanceFindingScore = 0.9;
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

function numericValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${lhr.finalDisplayedUrl}`);
  return value;
}

type AuditResult = Result['audits'][string];

/**
 * A failed audit worth reading. Performance: the diagnostics only (the metrics are in the figures,
 * Lighthouse 12's insights repeat the diagnostics), and not those whose estimated savings are nil.
 */
function worthReading(name: CategoryName, group: string | undefined, audit: AuditResult): boolean {
  if (audit.score === null || !scoredModes.has(audit.scoreDisplayMode)) return false;
  if (name !== 'performance') return audit.score < 1;
  const saves = Object.values(audit.metricSavings ?? {}).some((saving) => (saving ?? 0) > 0);
  return (
    group === 'diagnostics' &&
    audit.score < performanceFindingScore &&
    (audit.scoreDisplayMode !== 'metricSavings' || saves)
  );
}

function findingsOf(lhr: Result, name: CategoryName): Finding[] {
  return (lhr.categories[categoryIds[name]]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || !worthReading(name, ref.group, audit)) return [];
    return [
      {
        category: name,
        id: audit.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      },
    ];
  });
}

/** The scores, the metrics the issue names and the failed audits of one Lighthouse run. */
export function runFigures(lhr: Result): RunFigures {
  const score = (name: CategoryName) => {
    const value = lhr.categories[categoryIds[name]]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${name} score`);
    return Math.round(value * 100);
  };
  const categories = Object.keys(categoryIds) as CategoryName[];
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('bestPractices'),
      seo: score('seo'),
      lcpMs: numericValue(lhr, metricAudits.lcpMs),
      tbtMs: numericValue(lhr, metricAudits.tbtMs),
      cls: numericValue(lhr, metricAudits.cls),
      totalBytes: numericValue(lhr, metricAudits.totalBytes),
    },
    findings: categories.flatMap((name) => findingsOf(lhr, name)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
