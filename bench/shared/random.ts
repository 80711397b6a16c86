import { seededRandom } from '../../apps/server/src/seed/seeded-random';

/** A table to draw from, each item with its weight: drawn by binary search over the running totals. */
export interface WeightedTable<Item> {
  items: readonly Item[];
  cumulative: Float64Array;
  total: number;
}

export function weightedTable<Item>(entries: ReadonlyArray<readonly [Item, number]>): WeightedTable<Item> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], index) => {
    total += weight;
    cumulative[index] = total;
  });
  return { items: entries.map(([item]) => item), cumulative, total };
}

/** The first index whose running total exceeds `target` (0 ≤ target < total), within [0, end). */
export function indexAt(cumulative: Float64Array, target: number, end = cumulative.length): number {
  let low = 0;
  let high = end - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * The app's seeded generator (mulberry32) with what a large data set needs on
 * top: weighted draws, draws from a prefix of a table, and ids. Same seed,
 * same sequence of draws, same data.
 */
export function createRandom(seed: number) {
  const base = seededRandom(seed);
  const next = () => base.between(0, 1);
  const uint32 = () => base.int(0, 0xffff_ffff);
  return {
    ...base,
    next,
    chance: (probability: number) => next() < probability,
    /** A UUID (version 4 layout) drawn from the seeded sequence, so ids repeat from run to run. */
    uuid() {
      const a = uint32();
      const b = uint32();
      const c = uint32();
      const d = uint32();
      return `${hex(a, 8)}-${hex(b >>> 16, 4)}-${hex(((b & 0x0fff) | 0x4000) >>> 0, 4)}-${hex(
        ((c >>> 16) & 0x3fff) | 0x8000,
        4,
      )}-${hex(c & 0xffff, 4)}${hex(d, 8)}`;
    },
    weighted<Item>(table: WeightedTable<Item>): Item {
      return table.items[indexAt(table.cumulative, next() * table.total)] as Item;
    },
    /** An index of the table, drawn among its first `end` entries only. */
    weightedIndex(cumulative: Float64Array, end = cumulative.length): number {
      const limit = end > 0 ? (cumulative[end - 1] as number) : 0;
      return indexAt(cumulative, next() * limit, end);
    },
    /** Days before an event, exponentially distributed around `mean`, capped. */
    exponential(mean: number, cap: number) {
      return Math.min(cap, Math.floor(-Math.log(1 - next()) * mean));
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
