import { describe, expect, it } from 'vitest';
import { upfrontTerms } from './upfront-terms';

const online = ['MVOLA', 'ORANGE_MONEY'] as const;

describe('what a new booking asks for now', () => {
  it('asks nothing ahead of a hotel paid on arrival, or of anyone when no online method is on', () => {
    expect(upfrontTerms({ total: 200_000, prepaymentPercent: 0, onlineMethods: online })).toEqual({
      share: 'none',
    });
    expect(upfrontTerms({ total: 200_000, prepaymentPercent: 100, onlineMethods: [] })).toEqual({
      share: 'none',
    });
  });

  it('takes a deposit rounded to the Ariary, at least 1, the rest at the hotel', () => {
    expect(upfrontTerms({ total: 200_000, prepaymentPercent: 30, onlineMethods: ['MVOLA'] })).toEqual({
      share: 'deposit',
      percent: 30,
      now: 60_000,
      later: 140_000,
    });
    expect(upfrontTerms({ total: 333, prepaymentPercent: 33, onlineMethods: online })).toMatchObject({
      now: 110,
      later: 223,
    });
    expect(upfrontTerms({ total: 1, prepaymentPercent: 1, onlineMethods: online })).toMatchObject({
      now: 1,
      later: 0,
    });
  });

  it('takes everything of a fully prepaid stay or of a journey', () => {
    expect(upfrontTerms({ total: 787_500, prepaymentPercent: 100, onlineMethods: online })).toEqual({
      share: 'full',
      now: 787_500,
    });
  });
});
