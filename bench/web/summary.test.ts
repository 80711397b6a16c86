import { describe, expect, it } from 'vitest';
import type { Figures, RunFigures } from './figures';
import { median, partnerTargets, summarise } from './summary';

const run = (figures: Partial<Figures>, findingIds: string[] = []): RunFigures => ({
  figures: {
    performance: 96,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 2000,
    tbtMs: 50,
    cls: 0,
    totalBytes: 300_000,
    ...figures,
  },
  findings: findingIds.map((id) => ({ category: 'accessibility', id, title: id })),
  benchmarkIndex: 1000,
});

describe('a page over several Lighthouse runs', () => {
  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const { median: figures } = summarise([
      run({ performance: 90, lcpMs: 3000 }),
      run({ performance: 99, lcpMs: 1000 }),
      run({ performance: 95, lcpMs: 2600 }),
    ]);
    expect(figures).toMatchObject({ performance: 95, lcpMs: 2600 });
  });

  it('checks the medians against the targets, strict where the issue says under', () => {
    const missed = (figures: Partial<Figures>) =>
      summarise([run(figures)])
        .targets.filter((target) => !target.met)
        .map((target) => target.figure);
    expect(missed({})).toEqual([]);
    expect(missed({ performance: 94, accessibility: 99, lcpMs: 2500, cls: 0.05 })).toEqual([
      'performance',
      'accessibility',
      'lcpMs',
      'cls',
    ]);
  });

  it('lists each failed audit once, with how many runs failed it', () => {
    const { findings } = summarise([run({}, ['color-contrast']), run({}, ['color-contrast', 'label'])]);
    expect(findings.map(({ id, runs }) => [id, runs])).toEqual([
      ['color-contrast', 2],
      ['label', 1],
    ]);
  });
});

describe("a partner's page", () => {
  it('is held to performance from 90 and not to SEO', () => {
    const { targets } = summarise([run({ performance: 91, seo: 60 })], partnerTargets);
    expect(targets.every((target) => target.met)).toBe(true);
    expect(targets.map((target) => target.figure)).not.toContain('seo');
    expect(summarise([run({ performance: 89 })], partnerTargets).targets[0]).toMatchObject({
      figure: 'performance',
      met: false,
    });
  });
});
