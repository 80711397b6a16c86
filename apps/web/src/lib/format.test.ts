import { describe, expect, it } from 'vitest';
import { formatAriary, formatDate, formatNumber, formatPercent } from './format';

// Intl separates French thousands with a narrow no-break space: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatAriary', () => {
  it('writes whole Ariary the French way', () => {
    expect(plain(formatAriary(150_000, 'fr'))).toBe('150 000 Ar');
  });

  it('writes whole Ariary the English way', () => {
    expect(plain(formatAriary(150_000, 'en'))).toBe('Ar 150,000');
  });

  it('shows no minor unit', () => {
    expect(plain(formatAriary(1_234_567.6, 'fr'))).toBe('1 234 568 Ar');
  });
});

describe('formatDate', () => {
  it('writes a long date in French and in English', () => {
    expect(formatDate('2025-07-14', 'fr')).toBe('14 juillet 2025');
    expect(formatDate('2025-07-14', 'en')).toBe('14 July 2025');
  });

  it("reads instants in Madagascar's time zone", () => {
    // 22:30 UTC on 31 December is already 01:30 on 1 January in Antananarivo.
    expect(formatDate('2025-12-31T22:30:00Z', 'fr')).toBe('1 janvier 2026');
  });

  it('accepts Intl options', () => {
    expect(formatDate('2025-07-14T09:05:00Z', 'en', { timeStyle: 'short' })).toBe('12:05');
  });
});

describe('formatNumber and formatPercent', () => {
  it('group thousands and write ratios as percentages in each language', () => {
    expect(plain(formatNumber(12_345, 'fr'))).toBe('12 345');
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(plain(formatPercent(0.625, 'fr'))).toBe('62,5 %');
    expect(formatPercent(0.625, 'en')).toBe('62.5%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });
});
