// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (added in Node 21):
// without this, any failing test crashes the reporter instead of being printed.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as unknown as { groupBy?: GroupBy }).groupBy !== 'function') {
  const groupBy: GroupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const group = key(item, index++);
      groups.set(group, [...(groups.get(group) ?? []), item]);
    }
    return groups;
  };
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });
}
