/** Cache Storage in memory, as far as the app's offline copies use it: entries by URL, in order. */
export class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();

  async has(name: string) {
    return this.stores.has(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => {
        store.set(key, response);
      },
    };
  }

  /** The paths a cache holds, or undefined when there is no such cache. */
  paths(name: string): string[] | undefined {
    const store = this.stores.get(name);
    return store && [...store.keys()].map((url) => new URL(url).pathname);
  }
}
