export * from './client';
export { DatabaseInUseError } from './data-dir-lock';
export * from './migrate';
export * as schema from './schema/index';
export * from './workspace-root';
