import { describe, expect, it } from 'vitest';
import { cabinSeats, formatLoadFactor, loadBarWidth, loadLevel, loadLevelClass } from './load-factor';

/** French puts a no-break space before the percent sign. */
const noBreakSpace = '\u00a0';

describe('formatLoadFactor', () => {
  it('writes whole percents the way each language does', () => {
    expect(formatLoadFactor(0.643, 'fr')).toBe(`64${noBreakSpace}%`);
    expect(formatLoadFactor(0.643, 'en')).toBe('64%');
  });

  it('reads 0 % only when nothing is sold and 100 % only when full', () => {
    expect(formatLoadFactor(0, 'en')).toBe('0%');
    expect(formatLoadFactor(1 / 300, 'en')).toBe('1%');
    expect(formatLoadFactor(299 / 300, 'en')).toBe('99%');
    expect(formatLoadFactor(1, 'en')).toBe('100%');
  });

  it('stays within 0 and 100 % whatever the server says', () => {
    expect(formatLoadFactor(1.2, 'en')).toBe('100%');
    expect(formatLoadFactor(-0.1, 'en')).toBe('0%');
    expect(formatLoadFactor(Number.NaN, 'en')).toBe('0%');
  });
});

describe('loadBarWidth', () => {
  it('fills the bar as much as the departure is sold, never past its end', () => {
    expect(loadBarWidth(0.6425)).toBe('64.3%');
    expect(loadBarWidth(0)).toBe('0%');
    expect(loadBarWidth(1.5)).toBe('100%');
  });
});

describe('loadLevel', () => {
  it.each([
    [0, 'empty'],
    [0.2, 'low'],
    [0.5, 'medium'],
    [0.89, 'medium'],
    [0.9, 'high'],
    [1, 'full'],
  ] as const)('%f is %s', (loadFactor, level) => {
    expect(loadLevel(loadFactor)).toBe(level);
  });

  it('turns laterite once nearly full, as rooms left do on the site', () => {
    expect(loadLevelClass.high).toContain('accent');
    expect(loadLevelClass.full).toContain('accent');
    expect(loadLevelClass.medium).toContain('primary');
  });
});

describe('cabinSeats', () => {
  it('lists economy before business and leaves out a cabin the aircraft does not have', () => {
    expect(
      cabinSeats([
        { cabin: 'BUSINESS', forSale: 0, sold: 0 },
        { cabin: 'ECONOMY', forSale: 70, sold: 45 },
      ]),
    ).toEqual([{ cabin: 'ECONOMY', sold: 45, forSale: 70 }]);
  });

  it('keeps a cabin closed to sale that still has passengers', () => {
    expect(cabinSeats([{ cabin: 'BUSINESS', forSale: 0, sold: 2 }])).toEqual([
      { cabin: 'BUSINESS', sold: 2, forSale: 0 },
    ]);
  });
});
