export * from './errors';
export * from './system';
