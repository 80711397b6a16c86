/** A namespace's texts, by language, each fetched on demand. */
export type TextLoaders = Map<string, Map<string, () => Promise<object>>>;

/** Indexes files such as `./fr/admin-table.json`: the French texts of i18next's namespace `adminTable`. */
export function byNamespace(files: Record<string, () => Promise<object>>): TextLoaders {
  const loaders: TextLoaders = new Map();
  for (const [path, load] of Object.entries(files)) {
    const [, language = '', file = ''] = path.split('/');
    const namespace = file
      .replace(/\.json$/, '')
      .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    loaders.set(namespace, (loaders.get(namespace) ?? new Map()).set(language, load));
  }
  return loaders;
}
