import type { AppConfig } from '../config';

export const formatCount = (count: number) => count.toLocaleString('en-US');

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The database a command works on, for its messages: never with a password. */
export function describeDatabase(database: AppConfig['database']) {
  if (database.kind === 'pglite') return `the embedded database in ${database.dataDir}`;
  const url = new URL(database.url);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}
