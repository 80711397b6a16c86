/** A small deterministic random source (mulberry32): the same seed draws the same demo data. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    between,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => Math.floor(between(min, max + 1)),
    pick: <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)] as Item,
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
