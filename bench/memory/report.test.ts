import { describe, expect, it } from 'vitest';
import type { RoundMemory } from './measure';
import { growthOf } from './report';
import { readProcessMemory, sampleRss } from './rss';

const round = (number: number, settledMiB: number): RoundMemory => ({
  round: number,
  scenarios: [],
  peakMiB: settledMiB + 10,
  settledMiB,
});

describe('the memory benchmark', () => {
  it('compares each round with the one before, and judges the last step against the ceiling', () => {
    const { growth, verdict } = growthOf(500, [round(1, 600), round(2, 630), round(3, 640)], 5);
    expect(growth).toEqual([
      { from: 'warm-up', to: 'round 1', percent: 20 },
      { from: 'round 1', to: 'round 2', percent: 5 },
      { from: 'round 2', to: 'round 3', percent: 1.6 },
    ]);
    expect(verdict).toEqual({
      from: 'round 2',
      to: 'round 3',
      growthPercent: 1.6,
      ceilingPercent: 5,
      met: true,
    });
    expect(growthOf(500, [round(1, 600), round(2, 630)], 5).verdict.met).toBe(false);
  });

  it("reads a live process's resident memory from /proc, and samples its peak", () => {
    const now = readProcessMemory(process.pid);
    expect(now.rssMiB).toBeGreaterThan(10);
    expect(now.peakRssMiB).toBeGreaterThanOrEqual(now.rssMiB);
    const span = sampleRss(process.pid, 10).stop();
    expect(span.samples).toBe(2);
    expect(span.peakMiB).toBeGreaterThanOrEqual(span.endMiB);
    expect(() => readProcessMemory(2 ** 22 + 1)).toThrow(/is gone/);
  });
});
