import { addDays } from '@madabook/contracts';

/** Nights in a row at one price: `from` and `to` are the first and last night, both included. */
export type NightPriceGroup = { from: string; to: string; nights: number; price: number };

/** Whether the nights of a stay cost different prices, so that a per-night breakdown says something. */
export function pricesDiffer(prices: readonly number[]): boolean {
  return prices.some((price) => price !== prices[0]);
}

/**
 * A stay's nightly prices as runs of nights at the same price, in order: five nights at
 * 100, 130, 130, 130, 100 are one night at 100, three at 130, one at 100.
 */
export function groupNightPrices(checkIn: string, prices: readonly number[]): NightPriceGroup[] {
  const groups: NightPriceGroup[] = [];
  prices.forEach((price, index) => {
    const night = addDays(checkIn, index);
    const last = groups.at(-1);
    if (last && last.price === price) {
      last.to = night;
      last.nights += 1;
    } else {
      groups.push({ from: night, to: night, nights: 1, price });
    }
  });
  return groups;
}
