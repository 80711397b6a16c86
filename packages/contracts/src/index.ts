export * from './auth';
export * from './errors';
export * from './language';
export * from './system';
