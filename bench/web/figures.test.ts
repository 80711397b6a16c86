import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { runFigures } from './figures';

type Audit = {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  metricSavings?: object;
};

const audit = (id: string, fields: Audit) => ({ id, title: `${id} title`, ...fields });
const metric = (id: string, numericValue: number) =>
  audit(id, { score: 1, scoreDisplayMode: 'numeric', numericValue });

/** The parts of a Lighthouse result the figures read. */
function lhr(
  audits: ReturnType<typeof audit>[],
  refs: Record<string, Array<{ id: string; group?: string }>>,
) {
  const category = (id: string, score: number) => ({ id, score, auditRefs: refs[id] ?? [] });
  return {
    finalDisplayedUrl: 'http://127.0.0.1/',
    environment: { benchmarkIndex: 1500 },
    categories: {
      performance: category('performance', 0.62),
      accessibility: category('accessibility', 0.9),
      'best-practices': category('best-practices', 1),
      seo: category('seo', 1),
    },
    audits: Object.fromEntries(audits.map((item) => [item.id, item])),
  } as unknown as Result;
}

describe('the figures of a Lighthouse run', () => {
  const audits = [
    metric('largest-contentful-paint', 5400),
    metric('total-blocking-time', 300),
    metric('cumulative-layout-shift', 0.04),
    metric('total-byte-weight', 555_000),
    audit('unused-javascript', { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 300 } }),
    audit('legacy-javascript', { score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 0 } }),
    audit('forced-reflow-insight', { score: 0, scoreDisplayMode: 'numeric' }),
    audit('color-contrast', { score: 0, scoreDisplayMode: 'binary' }),
    audit('label', { score: null, scoreDisplayMode: 'notApplicable' }),
  ];
  const result = runFigures(
    lhr(audits, {
      performance: [
        { id: 'largest-contentful-paint', group: 'metrics' },
        { id: 'unused-javascript', group: 'diagnostics' },
        { id: 'legacy-javascript', group: 'diagnostics' },
        { id: 'forced-reflow-insight', group: 'hidden' },
      ],
      accessibility: [{ id: 'color-contrast' }, { id: 'label' }],
    }),
  );

  it('reads the scores out of 100 and the metrics', () => {
    expect(result.figures).toEqual({
      performance: 62,
      accessibility: 90,
      bestPractices: 100,
      seo: 100,
      lcpMs: 5400,
      tbtMs: 300,
      cls: 0.04,
      totalBytes: 555_000,
    });
    expect(result.benchmarkIndex).toBe(1500);
  });

  it('keeps the failed audits worth reading: diagnostics that would save time, every other failure', () => {
    expect(result.findings.map(({ category, id }) => `${category}:${id}`)).toEqual([
      'performance:unused-javascript',
      'accessibility:color-contrast',
    ]);
  });
});
