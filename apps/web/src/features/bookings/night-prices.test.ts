import { addDays, todayInMadagascar } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { groupNightPrices, pricesDiffer } from './night-prices';

const checkIn = addDays(todayInMadagascar(), 30);
const night = (index: number) => addDays(checkIn, index);

describe('pricesDiffer', () => {
  it('is false for a stay at one price, true as soon as one night differs', () => {
    expect(pricesDiffer([100_000, 100_000, 100_000])).toBe(false);
    expect(pricesDiffer([100_000])).toBe(false);
    expect(pricesDiffer([])).toBe(false);
    expect(pricesDiffer([100_000, 130_000, 100_000])).toBe(true);
  });
});

describe('groupNightPrices', () => {
  it('puts nights in a row at one price together, with their first and last night', () => {
    expect(groupNightPrices(checkIn, [100_000, 130_000, 130_000, 130_000, 100_000])).toEqual([
      { from: night(0), to: night(0), nights: 1, price: 100_000 },
      { from: night(1), to: night(3), nights: 3, price: 130_000 },
      { from: night(4), to: night(4), nights: 1, price: 100_000 },
    ]);
  });

  it('is one group for a stay at one price, across the end of a month', () => {
    const lastOfMonth = (() => {
      const today = todayInMadagascar();
      const next = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 2);
      return addDays(next.toISOString().slice(0, 10), -1);
    })();
    expect(groupNightPrices(lastOfMonth, [90_000, 90_000])).toEqual([
      { from: lastOfMonth, to: addDays(lastOfMonth, 1), nights: 2, price: 90_000 },
    ]);
  });

  it('is empty for no night', () => {
    expect(groupNightPrices(checkIn, [])).toEqual([]);
  });
});
