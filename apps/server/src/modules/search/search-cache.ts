/**
 * Search pages by query, each with the revision of its town it was read at: a page is served
 * again only while the town's revision is the same, so a cached page is never older than the last
 * committed write to that town. The least recently used pages go first beyond `maxPages`.
 */
export function createSearchCache<Page>(maxPages: number) {
  const pages = new Map<string, { revision: number; page: Page }>();
  return {
    get(key: string, revision: number): Page | undefined {
      const entry = pages.get(key);
      if (!entry) return undefined;
      pages.delete(key);
      if (entry.revision !== revision) return undefined;
      pages.set(key, entry);
      return entry.page;
    },
    set(key: string, revision: number, page: Page) {
      pages.delete(key);
      pages.set(key, { revision, page });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
    },
    get size() {
      return pages.size;
    },
  };
}

export type SearchCache<Page> = ReturnType<typeof createSearchCache<Page>>;
